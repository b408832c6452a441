/// The stable snake_case id of a rule. Users search for and silence problems by it.
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

// Rules of the reading stages: the YAML loader and the catalog decoder report these.
extension RuleID {
  public static let yamlSyntax: RuleID = "yaml_syntax"
  public static let yamlUnsupported: RuleID = "yaml_unsupported"
  public static let yamlLimits: RuleID = "yaml_limits"
  public static let duplicateKey: RuleID = "duplicate_key"
  public static let invalidUTF8: RuleID = "invalid_utf8"
  public static let unsupportedVersion: RuleID = "unsupported_version"
  public static let unknownKey: RuleID = "unknown_key"
  public static let missingKey: RuleID = "missing_key"
  public static let invalidValue: RuleID = "invalid_value"
  /// A file that cannot be read at all (missing, a folder, no permission).
  public static let unreadableFile: RuleID = "unreadable_file"
  /// A generated file that cannot be written (the output is a file, no permission, disk full).
  public static let unwritableFile: RuleID = "unwritable_file"
}

// String Catalogs beside a catalog (LOCALIZATION.md §2).
extension RuleID {
  public static let invalidStringCatalog: RuleID = "invalid_string_catalog"
}
