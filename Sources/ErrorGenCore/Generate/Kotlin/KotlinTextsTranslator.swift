/// Texts: `message(locale)`, `reason(locale)`, `suggestion(locale)`, `Exception.message` in the
/// current language, `helpAnchor`; in the companion, the text table they read.
///
/// As in Swift (`TextsTranslator`), texts are data: the plan's `TextTable` lines in raw string
/// constants, read by the runtime's `ErrorTextTable` on first use (`by lazy`). Each constant
/// stays within the JVM's limit of 65,535 bytes for one.
struct KotlinTextsTranslator {
  var context: KotlinTypeContext

  /// The bytes of a constant's lines at most, in the modified UTF-8 the class file stores it
  /// in, with room to spare below the JVM's 65,535.
  static let chunkLimit = 60_000

  func members() -> [KotlinDeclaration] {
    let locale = KotlinParameter(name: "locale", type: .named("String"))
    let forwardText = { (name: String) in
      { (_: ComposedCasePlan) in
        KotlinExpression.methodCall(context.wrapped, name, [KotlinArgument(.identifier("locale"))])
      }
    }
    let own = { (kind: TextKind) -> KotlinExpression? in
      guard context.cases.contains(where: { $0.texts.contains { $0.kind == kind } }) else {
        return nil
      }
      let table = context.companionMember("textTable")
      let common = [
        KotlinArgument(.identifier("caseName")), KotlinArgument(.identifier("locale")),
        KotlinArgument(.identifier("textArguments")),
      ]
      return kind == .message
        ? .methodCall(table, "message", common)
        : .methodCall(table, "text", [KotlinArgument(.string(kind.rawValue))] + common)
    }
    let text = { (kind: TextKind, name: String, none: KotlinExpression) -> KotlinExpression in
      let value = own(kind) ?? none
      guard !context.composed.isEmpty else { return value }
      return context.whenThis(
        forwarding: forwardText(name), readsParams: false, { _ in nil }, otherwise: value)
    }
    let current = KotlinExpression.call(
      .identifier("message"), [KotlinArgument(context.companionMember("currentLocale"))])
    let currentMessage =
      context.composed.isEmpty
      ? current
      : context.whenThis(
        forwarding: { _ in .member(context.wrapped, "message") }, readsParams: false, { _ in nil },
        otherwise: current)
    let help = context.whenThis(
      forwarding: { _ in .member(context.wrapped, "helpAnchor") }, readsParams: false,
      { $0.help.map { .string($0) } }, otherwise: .null)
    let overridesHelp = context.isOverridden("helpAnchor")
    // A text function that no case has a text for, and that forwards none, never reads
    // `locale`.
    let unused = { (kind: TextKind) -> [KotlinAnnotation] in
      context.composed.isEmpty && own(kind) == nil
        ? [KotlinAnnotation(name: "Suppress", stringArguments: ["UNUSED_PARAMETER"])] : []
    }
    var members: [KotlinDeclaration] = [
      .function(
        KotlinFunction(
          doc: KotlinDoc("The message in the catalog locale that `locale` resolves to."),
          annotations: unused(.message), name: "message", parameters: [locale],
          returnType: .named("String"), body: text(.message, "message", .string("")))),
      .function(
        KotlinFunction(
          doc: KotlinDoc("What went wrong, in the catalog locale that `locale` resolves to."),
          annotations: unused(.reason), name: "reason", parameters: [locale],
          returnType: .nullable(.named("String")), body: text(.reason, "reason", .null))),
      .function(
        KotlinFunction(
          doc: KotlinDoc("What the user can do, in the catalog locale that `locale` resolves to."),
          annotations: unused(.suggestion), name: "suggestion", parameters: [locale],
          returnType: .nullable(.named("String")),
          body: text(.suggestion, "suggestion", .null))),
      .property(
        KotlinProperty(
          doc: KotlinDoc(
            "The message in the current language (`ErrorLocalization.preferredLanguages`)."),
          modifiers: ["override"], name: "message", type: .nullable(.named("String")),
          value: .getter(currentMessage))),
      .property(
        KotlinProperty(
          doc: KotlinDoc("The catalog's `help`: a help anchor or URL."),
          modifiers: overridesHelp ? ["open"] : [], name: "helpAnchor",
          type: .nullable(.named("String")), value: .getter(help))),
    ]
    if !context.cases.isEmpty { members += paramsAndTextArguments() }
    return members
  }

  /// `params` and `textArguments`: each case's params as `ErrorParam`s, in catalog order, the
  /// one `when` that reads the cases' values (as Swift's `params`); the runtime makes the
  /// texts' placeholders, `toString()` and `loggingMetadata` of them.
  private func paramsAndTextArguments() -> [KotlinDeclaration] {
    let params = context.whenThis(
      { errorCase -> KotlinExpression? in
        guard !errorCase.params.isEmpty else { return nil }
        return .call(
          .identifier("listOf"),
          errorCase.params.map { param in
            var arguments = [
              KotlinArgument(.string(param.name)), KotlinArgument(context.param(param.name)),
            ]
            if param.sensitive { arguments.append(KotlinArgument(label: "sensitive", .bool(true))) }
            if errorCase.pluralParam == param.name {
              arguments.append(KotlinArgument(label: "plural", .bool(true)))
            }
            return KotlinArgument(.call(.typeName("ErrorParam"), arguments))
          })
      }, otherwise: .call(.identifier("emptyList"), []))
    return [
      .property(
        KotlinProperty(
          doc: KotlinDoc("The case's params in catalog order: what the runtime shows and logs."),
          modifiers: ["private"], name: "params", type: .list(.named("ErrorParam")),
          value: .getter(params))),
      .property(
        KotlinProperty(
          doc: KotlinDoc(
            "What the case's placeholders show, and the count that chooses plural variants."),
          modifiers: ["private"], name: "textArguments", type: .named("TextArguments"),
          value: .getter(
            .methodCall(.typeName("TextArguments"), "of", [KotlinArgument(.identifier("params"))])))
      ),
    ]
  }

  /// The companion's helpers: the current locale, the text table and its constants.
  func companionMembers() -> [KotlinDeclaration] {
    let arguments = [
      KotlinArgument(.identifier("locales")), KotlinArgument(.identifier("defaultLocale")),
    ]
    var members: [KotlinDeclaration] = [
      .property(
        KotlinProperty(
          doc: KotlinDoc("The catalog locale to show texts in now."), modifiers: ["internal"],
          name: "currentLocale", type: .named("String"),
          value: .getter(.methodCall(.typeName("ErrorLocalization"), "currentLocale", arguments))))
    ]
    guard !context.cases.isEmpty || context.hasRecoveryOptions else { return members }
    let chunks = Self.chunks(TextTable.lines(context.plan))
    let names = chunks.indices.map { "TEXT_TABLE_\($0)" }
    // Joined when the table is read, not with `+`: kotlinc folds a sum of constants into one
    // constant, which ran out of its default heap on a 1,700-case catalog in 24 locales.
    let source =
      names.count == 1
      ? KotlinExpression.identifier(names[0])
      : .methodCall(
        .call(.identifier("listOf"), names.map { KotlinArgument(.identifier($0)) }),
        "joinToString", [KotlinArgument(.string(""))])
    members.append(
      .property(
        KotlinProperty(
          doc: KotlinDoc("The catalog's texts, read from the `TEXT_TABLE` constants on first use."),
          modifiers: ["internal"], name: "textTable", type: .named("ErrorTextTable"),
          value: .lazy(.call(.typeName("ErrorTextTable"), arguments + [KotlinArgument(source)])))))
    for (index, chunk) in chunks.enumerated() {
      members.append(
        .rawText(
          doc: index == 0
            ? KotlinDoc(
              "Every text of the catalog, one per line under its case's `[name]`: "
                + "`text.locale = value`, and `text.locale.category` for a plural variant.") : nil,
          name: names[index], lines: chunk))
    }
    return members
  }

  /// `lines` cut into runs that each fit one constant (`chunkLimit`); at least one run.
  static func chunks(_ lines: [String]) -> [[String]] {
    var chunks: [[String]] = [[]]
    var size = 0
    for line in lines {
      // The line as written (escapes added for Kotlin), its indentation and its line break.
      let bytes = modifiedUTF8Count(KotlinRenderer.rawTextLine(line)) + 2 * 4 + 1
      if size + bytes > chunkLimit && !(chunks[chunks.count - 1].isEmpty) {
        chunks.append([])
        size = 0
      }
      chunks[chunks.count - 1].append(line)
      size += bytes
    }
    return chunks
  }

  /// The length of `text` in the class file's modified UTF-8: a scalar beyond U+FFFF is a pair
  /// of three-byte surrogates, and U+0000 takes two bytes.
  static func modifiedUTF8Count(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { count, scalar in
      switch scalar.value {
      case 0: count + 2
      case 1...0x7F: count + 1
      case 0x80...0x7FF: count + 2
      case 0x800...0xFFFF: count + 3
      default: count + 6
      }
    }
  }
}
