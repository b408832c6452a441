/* The floor: pull every libyaml event from a file and do nothing with it.
 *
 * errorgen's YAML stage is libyaml's parser plus a tree and checks; this is the same parser with
 * nothing else, so it is the least time any libyaml-based tool can take for the file.
 * It reads the file whole into memory first, as errorgen does.
 *
 *   cc -O2 -o yaml_floor yaml_floor.c $(pkg-config --cflags --libs yaml-0.1)
 *   ./yaml_floor FILE        prints the number of events
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FILE\n", argv[0]);
    return 64;
  }
  FILE *file = fopen(argv[1], "rb");
  if (!file) {
    perror(argv[1]);
    return 1;
  }
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
  if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) {
    fprintf(stderr, "%s: cannot read\n", argv[1]);
    return 1;
  }
  fclose(file);

  yaml_parser_t parser;
  yaml_event_t event;
  if (!yaml_parser_initialize(&parser)) return 1;
  yaml_parser_set_input_string(&parser, bytes, (size_t)size);
  long events = 0;
  int done = 0;
  while (!done) {
    if (!yaml_parser_parse(&parser, &event)) {
      fprintf(stderr, "%s:%zu:%zu: %s\n", argv[1], parser.problem_mark.line + 1,
              parser.problem_mark.column + 1, parser.problem ? parser.problem : "error");
      yaml_parser_delete(&parser);
      return 1;
    }
    done = event.type == YAML_STREAM_END_EVENT;
    events++;
    yaml_event_delete(&event);
  }
  yaml_parser_delete(&parser);
  free(bytes);
  printf("%ld events\n", events);
  return 0;
}
