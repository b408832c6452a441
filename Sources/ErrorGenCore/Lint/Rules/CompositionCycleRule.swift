/// `composition_cycle`: an umbrella that composes its own type, directly or through catalogs of
/// the same run that compose it in turn. Each generated enum would then hold itself, which
/// Swift refuses ("recursive enum is not marked 'indirect'"), and an error that wraps itself
/// has no meaning anyway; this says so at the `compose` entry instead.
///
/// Not in the first rule set of LINT-RULES.md: added, as `composed_access` was, because the
/// failure otherwise surfaces as a compiler error in generated code, which the user did not
/// write.
public enum CompositionCycleRule: LintRule {
  public static let description = RuleDescription(
    id: "composition_cycle",
    severity: .error,
    summary:
      "A catalog composes its own type, directly or through catalogs of the same run that "
      + "compose it in turn.",
    triggeringExamples: [
      LintExample(files: [
        LintExample.File(
          path: "App.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.app
            compose:
              storage: ↓StorageError
            errors:
              outdated: { code: 100, message: This version of the app is no longer supported. Update it to go on. }
            """),
        LintExample.File(
          path: "Storage.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.storage
            compose:
              app: ↓AppError
            errors:
              diskFull: { code: 1, message: There is not enough storage space. Free up space and try again. }
            """),
      ]),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        type: AppError
        compose:
          again: ↓AppError
        errors:
          outdated: { code: 100, message: This version of the app is no longer supported. Update it to go on. }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(files: [
        LintExample.File(
          path: "App.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.app
            compose:
              storage: StorageError
              sync: SyncError
            errors:
              outdated: { code: 100, message: This version of the app is no longer supported. Update it to go on. }
            """),
        LintExample.File(
          path: "Sync.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.sync
            compose:
              storage: StorageError
            errors:
              conflict: { code: 200, message: The file was changed on another device. Choose which version to keep. }
            """),
        LintExample.File(
          path: "Storage.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.storage
            errors:
              diskFull: { code: 1, message: There is not enough storage space. Free up space and try again. }
            """),
      ])
    ])

  /// Every `compose` entry that leads back to its own catalog's type, in the order of the
  /// catalogs and their entries.
  ///
  /// The types of the run and the entries between them are a graph; an entry from `A` to `B`
  /// closes a cycle exactly when `B` leads back to `A`, that is when both are in one strongly
  /// connected component. The components are found once for the whole run, so the rule costs
  /// the run's types and entries, however many cycles there are.
  public static func check(_ catalogs: [Catalog]) -> [Diagnostic] {
    var nodes: [String: Int] = [:]
    for catalog in catalogs where nodes[catalog.typeName.value] == nil {
      nodes[catalog.typeName.value] = nodes.count
    }
    // The entries of every catalog of a type, also of a second catalog with the type (which
    // duplicate_domain reports): each is a way out of the type.
    var edges = Array(repeating: [Int](), count: nodes.count)
    for catalog in catalogs {
      guard let from = nodes[catalog.typeName.value] else { continue }
      for composed in catalog.composed {
        if let to = nodes[composed.typeName.value] { edges[from].append(to) }
      }
    }
    let component = components(edges)
    var diagnostics: [Diagnostic] = []
    for catalog in catalogs {
      let type = catalog.typeName.value
      for composed in catalog.composed {
        let message: String
        if composed.typeName.value == type {
          message = composesItself(type)
        } else if let from = nodes[type], let to = nodes[composed.typeName.value],
          component[from] == component[to]
        {
          message = composesItself(type, through: composed.typeName.value)
        } else {
          continue
        }
        diagnostics.append(
          diagnostic(message, file: catalog.file, at: composed.typeName.location))
      }
    }
    return diagnostics
  }

  /// The strongly connected component of each node of the graph whose node `n` has an edge to
  /// each node of `edges[n]` (Tarjan's algorithm). The walk keeps its own stack: a long chain of
  /// catalogs must not exhaust a thread's.
  static func components(_ edges: [[Int]]) -> [Int] {
    let count = edges.count
    var order = Array(repeating: -1, count: count)
    var low = Array(repeating: 0, count: count)
    var isOpen = Array(repeating: false, count: count)
    var open: [Int] = []
    var component = Array(repeating: -1, count: count)
    var nextOrder = 0
    var nextComponent = 0
    for root in 0..<count where order[root] < 0 {
      // Each node being walked, with the index of the next of its edges to follow.
      var walk = [(node: root, edge: 0)]
      order[root] = nextOrder
      low[root] = nextOrder
      nextOrder += 1
      open.append(root)
      isOpen[root] = true
      while let (node, edge) = walk.last {
        if edge < edges[node].count {
          walk[walk.count - 1].edge += 1
          let next = edges[node][edge]
          if order[next] < 0 {
            order[next] = nextOrder
            low[next] = nextOrder
            nextOrder += 1
            open.append(next)
            isOpen[next] = true
            walk.append((next, 0))
          } else if isOpen[next] {
            low[node] = min(low[node], order[next])
          }
          continue
        }
        walk.removeLast()
        if let parent = walk.last?.node { low[parent] = min(low[parent], low[node]) }
        guard low[node] == order[node] else { continue }
        while let member = open.popLast() {
          isOpen[member] = false
          component[member] = nextComponent
          if member == node { break }
        }
        nextComponent += 1
      }
    }
    return component
  }

  // MARK: Messages

  static func composesItself(_ type: String) -> String {
    "'\(type)' composes itself; an error type cannot hold itself, remove this entry"
  }

  static func composesItself(_ type: String, through other: String) -> String {
    "'\(type)' composes itself through '\(other)'; an error type cannot hold itself, remove "
      + "this entry or one that leads back to '\(type)'"
  }
}
