// Loads a YAML file with Yams 6.2.2 and does nothing else: what a Swift tool built on Yams pays
// before it looks at a single value.
//
//   yams-load FILE            Yams.load: YAML → [String: Any] (resolves tags, like most tools)
//   yams-load --compose FILE  Yams.compose: YAML → Node tree (no tag resolution)
import Foundation
import Yams

var arguments = Array(CommandLine.arguments.dropFirst())
let compose = arguments.first == "--compose"
if compose { arguments.removeFirst() }
guard arguments.count == 1 else {
  FileHandle.standardError.write(Data("usage: yams-load [--compose] FILE\n".utf8))
  exit(64)
}
do {
  let data = try Data(contentsOf: URL(fileURLWithPath: arguments[0]))
  guard let text = String(data: data, encoding: .utf8) else {
    FileHandle.standardError.write(Data("not UTF-8\n".utf8))
    exit(1)
  }
  if compose {
    let node = try Yams.compose(yaml: text)
    print(node?.mapping?.count ?? 0, "top-level keys")
  } else {
    let value = try Yams.load(yaml: text) as? [String: Any]
    print(value?.count ?? 0, "top-level keys")
  }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
