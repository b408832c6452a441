// swift-tools-version: 6.0
import PackageDescription

// An app-like package that uses errorgen the way a user does: the build-tool plugin turns the
// catalogs in Sources/Shop into Swift, and the demo shows what that code offers.
//
// errorgen is referenced by path. SwiftPM names a path dependency after its folder (`main`,
// `errorgen`, whatever the clone is called), so the dependency is given a name here and the
// targets refer to that name: it works whatever the folder of the clone is called.
// An app using a released errorgen writes instead:
//   .package(url: "https://github.com/<owner>/errorgen", from: "1.0.0")
// and `package: "errorgen"` below.
let package = Package(
  name: "ErrorGenExamples",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  dependencies: [
    .package(name: "ErrorGen", path: "..")
  ],
  targets: [
    .target(
      name: "Shop",
      dependencies: [.product(name: "ErrorGenRuntime", package: "ErrorGen")],
      plugins: [.plugin(name: "ErrorGenPlugin", package: "ErrorGen")]
    ),
    .executableTarget(
      name: "ShopDemo",
      dependencies: ["Shop", .product(name: "ErrorGenRuntime", package: "ErrorGen")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
