#!/usr/bin/env python3
"""Validates documents against JSON Schemas with the `jsonschema` package, many per process.

Reads a JSON request from standard input:
  {"documents": [{"schema": "path.json", "path": "file", "yaml": true}, ...]}
and prints a JSON array with one entry per document: {"path": ..., "errors": ["...", ...]}.
YAML is read as YAML 1.2's core schema, as yaml-language-server reads it: `yes`, `no`, `on`
and `off` stay strings, and so do dates; only `true`/`false`, numbers and `null` are not.
Exit status 3 when jsonschema (or PyYAML, for YAML) is missing.
"""
import json
import re
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed: apt-get install python3-jsonschema", file=sys.stderr)
    sys.exit(3)


def core_loader():
    import yaml

    # libyaml, the parser errorgen uses: PyYAML's own refuses `{ type: String?, ... }`.
    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

    class CoreLoader(base):
        pass

    CoreLoader.yaml_implicit_resolvers = {}
    resolvers = [
        ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
        ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
        ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$",
         list("-+0123456789")),
        ("tag:yaml.org,2002:float",
         r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
         r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$", list("-+.0123456789")),
    ]
    for tag, pattern, first in resolvers:
        CoreLoader.add_implicit_resolver(tag, re.compile(pattern), first)
    return CoreLoader


def main():
    request = json.load(sys.stdin)
    loader = None
    validators = {}
    results = []
    for document in request["documents"]:
        schema_path = document["schema"]
        if schema_path not in validators:
            with open(schema_path, encoding="utf-8") as handle:
                schema = json.load(handle)
            cls = jsonschema.validators.validator_for(schema)
            cls.check_schema(schema)
            validators[schema_path] = cls(schema)
        errors = []
        try:
            with open(document["path"], encoding="utf-8-sig") as handle:
                if document.get("yaml"):
                    if loader is None:
                        try:
                            loader = core_loader()
                        except ImportError:
                            print("PyYAML is not installed: apt-get install python3-yaml",
                                  file=sys.stderr)
                            sys.exit(3)
                    import yaml
                    instance = yaml.load(handle, Loader=loader)
                else:
                    instance = json.load(handle)
            for error in validators[schema_path].iter_errors(instance):
                where = "/".join(str(part) for part in error.absolute_path)
                errors.append(f"{where}: {error.message}")
        except Exception as error:  # a document that cannot be read is a failure to report
            errors.append(f"cannot read: {error}")
        results.append({"path": document["path"], "errors": errors})
    json.dump(results, sys.stdout)


main()
