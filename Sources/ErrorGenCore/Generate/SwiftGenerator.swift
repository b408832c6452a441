/// Turns a lint-clean catalog into Swift source.
///
/// Generation is total: any `Catalog` value gives a file, without a crash. It runs in two
/// steps, like swift-openapi-generator: translators describe the declarations
/// (`ErrorTypeTranslator` and one translator per `// MARK:` section), then `SwiftRenderer`
/// writes them, owning indentation, line breaks and escaping. The output is deterministic.
public enum SwiftGenerator {
  /// Choices that do not come from the catalog.
  public struct Options: Hashable, Sendable {
    /// Overrides the catalog's `access` (the CLI's `--access`).
    public var access: Catalog.Access?

    public init(access: Catalog.Access? = nil) {
      self.access = access
    }
  }

  /// The contents of `<Stem>.errors.swift` for `catalog`.
  public static func generate(_ catalog: Catalog, options: Options = Options()) -> String {
    String(decoding: generatedBytes(catalog, options: options), as: UTF8.self)
  }

  /// The UTF-8 bytes of `<Stem>.errors.swift` for `catalog`, its parts rendered concurrently
  /// unless `serially` is set. The bytes are the same either way, and the same as rendering
  /// the whole file's description at once (`SwiftGeneratorTests` checks both).
  static func generatedBytes(_ catalog: Catalog, options: Options, serially: Bool = false)
    -> [UInt8]
  {
    let plan = plan(catalog, options: options)
    let parts = ParallelMap.map(plan.parts, priority: \.weight, serially: serially) {
      $0.pieces()
    }
    return plan.join(parts)
  }

  /// How to write the file of `catalog` in parts that do not depend on each other.
  static func plan(_ catalog: Catalog, options: Options) -> FilePlan {
    let translator = ErrorTypeTranslator(
      context: ErrorTypeContext(catalog: catalog, options: options))
    let caseCount = catalog.cases.count + catalog.composed.count
    let lowers = LargeEnumLowering.applies(caseCount: caseCount)
    var renderer = SwiftRenderer()
    renderer.renderFile(translator.header())
    let parts = translator.parts().map { part in
      FilePlan.Part(weight: part.weight * caseCount) { emit in
        let rest: [[UInt8]] =
          switch part.content {
          case .declarations(let declarations):
            SwiftRenderer.renderPart(declarations(), lowersSwitchesOverSelf: lowers, emit: emit)
          case .opening(let description, let title):
            [SwiftRenderer.renderOpening(description, title: title)]
          case .members(let members, let isFirst):
            SwiftRenderer.renderMembersPart(
              members(), isFirst: isFirst, lowersSwitchesOverSelf: lowers, emit: emit)
          case .closing:
            [Array("}\n".utf8)]
          }
        for piece in rest where !piece.isEmpty { emit(piece) }
      }
    }
    return FilePlan(header: renderer.writer.bytes.array, parts: parts)
  }
}

/// A generated file as its header and parts: each part is described and rendered on
/// its own, so that parts can be written concurrently and each part's description is dropped
/// as soon as it is written.
struct FilePlan: Sendable {
  struct Part: Sendable {
    /// About how much text the part writes, to start the largest parts first.
    var weight: Int
    /// Renders the part's text, as it follows the text before it in the file, handing it to
    /// `emit` in pieces, in order, each as soon as it is written.
    var render: @Sendable (_ emit: @escaping ([UInt8]) -> Void) -> Void

    /// The part's text in pieces.
    func pieces() -> [[UInt8]] {
      // `render` returns only after its last `emit`: the box is never shared between threads.
      final class Collected { var pieces: [[UInt8]] = [] }
      let collected = Collected()
      render { collected.pieces.append($0) }
      return collected.pieces
    }
  }

  /// The header comment and imports.
  var header: [UInt8]
  var parts: [Part]

  /// The file: the header, then the rendered parts in order.
  func join(_ rendered: [[[UInt8]]]) -> [UInt8] {
    var bytes = header
    bytes.reserveCapacity(rendered.joined().reduce(header.count) { $0 + $1.count })
    for piece in rendered.joined() { bytes += piece }
    return bytes
  }
}
