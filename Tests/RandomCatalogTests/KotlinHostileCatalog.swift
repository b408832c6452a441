/// A catalog made to break Kotlin output: names that are Kotlin keywords (params `val`, `fun`,
/// `when`, `this`, `interface`, `typeof`, `null`; case `object`), params that override members
/// (`message`, `field`, `retryAfter`: a `retry.after` param, one bound to the Retry-After of a
/// case that does not retry, one beside another `retry.after`), option names whose constants
/// need word splitting, and texts with `$`, `${...}`, backslashes, quotes, `"""`, NUL, bidi and line separators, which
/// must print verbatim. Kept in Swift, since a YAML file in a test target is a file SwiftPM
/// warns about.
enum KotlinHostileCatalog {
  static let yaml = #"""
    errorgen: 1
    domain: com.example.kotlin
    type: KotlinHostileError
    kotlin_package: errorgen.check
    doc: "Kotlin comments nest: /* this stays */ closed, and */ too"
    recovery_options:
      openURL: { label: { en: "Open ${{'$'}}URL", de: "Öffnen $x" } }
      retryAfterHTTPError: { label: { en: Retry $1, de: "Erneut \\ \"" } }
      cancel: { label: { en: Cancel, de: Abbrechen }, role: cancel }
    retry_policies:
      fast: { max_attempts: 2, initial_delay: 0.00001, max_delay: 100, multiplier: 1.5 }
    errors:
      object:
        code: 1
        doc: "A case named like a Kotlin keyword; $doc ${x}"
        params:
          val: String
          fun: Int64
          when: { type: "[Double]", sensitive: true }
          message: "String?"
          field: "String?"
          this: "[Date]"
        message:
          en: "Costs $5 and ${{System.exit(1)}} and $val for {val} {fun} \\ \" \"\"\" LS\u2028PS\u2029 bidi\u202Eend\u202C tab\t nul\0 end"
          de: "Kostet $5 {val} {fun} \u00e9\u0301"
        recovery: [openURL, retryAfterHTTPError, cancel]
      when:
        code: 2
        kind: transient
        retry: { policy: fast, after: retryAfter }
        params: { retryAfter: "TimeInterval?" }
        message: { en: "Wait {{literal}} ${{'$'}}", de: "Warten" }
        http: [503, "520-522"]
        server_codes: ["A\"$B", "typealias"]
      typeAlias:
        code: 3
        deprecated: "Use $object \"instead\" */"
        params: { interface: "UUID?", typeof: "URL?", null: "Int?" }
        message: { en: "Id {interface} at {typeof}", de: "Kennung {interface} bei {typeof}" }
        http: [404]
      throttled:
        code: 4
        params: { retryAfter: { type: "TimeInterval?", bind: retry_after } }
        message: { en: Too many requests., de: Zu viele Anfragen. }
        http: [429]
      delayed:
        code: 5
        kind: transient
        retry: { policy: fast, after: delay }
        params: { delay: "TimeInterval?", retryAfter: "Double?" }
        message: { en: Delayed., de: Verzögert. }
    """#
}
