// TEMPORARY: removed when the plain generator lands.
extension CatalogCase {
  static func prefetch(aheadOf index: Int, in cases: [CatalogCase]) {}
}
