#!/usr/bin/env python3
"""Checks that the server code README.md and docs/RUNTIME.md show is the code Examples/Server
compiles, byte for byte (after removing the common indentation).

In the example's Swift files a snippet is the lines between `// snippet:start NAME` and
`// snippet:end NAME`. In the docs, `<!-- snippet: NAME -->` is followed by a ```swift block
that must hold exactly that snippet. Every marker must name a snippet, and every snippet must be
shown somewhere.
Usage: scripts/check-snippets.py   Exit status: 0 when all match, 1 otherwise (each mismatch is
printed with what was expected and what the document has).
"""
import pathlib
import re
import sys
import textwrap

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "Examples" / "Server"
DOCS = [ROOT / "README.md", ROOT / "docs" / "RUNTIME.md"]

START = re.compile(r"^\s*// snippet:start (\S+)\s*$")
END = re.compile(r"^\s*// snippet:end (\S+)\s*$")
MARKER = re.compile(r"<!-- snippet: (\S+) -->\n```swift\n(.*?)```", re.S)


def snippets():
    found = {}
    for path in sorted(EXAMPLE.glob("Sources/**/*.swift")) + sorted(EXAMPLE.glob("Tests/**/*.swift")):
        current, lines = None, []
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if START.match(line):
                current, lines = START.match(line).group(1), []
            elif END.match(line):
                name = END.match(line).group(1)
                if name != current:
                    sys.exit(f"{path}:{number}: snippet:end {name} without its start")
                found[name] = textwrap.dedent("\n".join(lines) + "\n")
                current = None
            elif current:
                lines.append(line)
        if current:
            sys.exit(f"{path}: snippet {current} has no end")
    return found


def main():
    code = snippets()
    failures, shown = 0, set()
    for doc in DOCS:
        for name, body in MARKER.findall(doc.read_text(encoding="utf-8")):
            shown.add(name)
            where = f"{doc.relative_to(ROOT)}: snippet {name}"
            if name not in code:
                print(f"FAIL - {where}\n       expected: a snippet of Examples/Server named {name}\n"
                      f"       got:      none (there are {', '.join(sorted(code))})")
                failures += 1
            elif body != code[name]:
                print(f"FAIL - {where} differs from the example's code\n"
                      f"       expected:\n{textwrap.indent(code[name], '         ')}"
                      f"       got:\n{textwrap.indent(body, '         ')}")
                failures += 1
            else:
                print(f"ok   - {where} is the example's code")
    for name in sorted(set(code) - shown):
        print(f"FAIL - snippet {name}\n       expected: shown in README.md or docs/RUNTIME.md\n"
              f"       got:      shown nowhere")
        failures += 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
