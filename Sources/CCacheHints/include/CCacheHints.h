#ifndef ERRORGEN_CCACHEHINTS_H
#define ERRORGEN_CCACHEHINTS_H

#include <stddef.h>

/// Asks the processor to start loading the `lines` cache lines (64 bytes each) from `start`
/// into its caches, without waiting for them: a read of them a little later then finds them
/// there. It changes nothing the program can observe, and reads nothing itself (a prefetch of
/// an address that is not mapped is dropped, not a fault).
static inline void errorgen_prefetch(const void *start, size_t lines) {
  const char *line = (const char *)start;
  for (size_t index = 0; index < lines; index++) {
    __builtin_prefetch(line + 64 * index);
  }
}

#endif
