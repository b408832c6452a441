// swift-tools-version: 6.1
import PackageDescription

// A server package that uses errorgen the way a server team does: the build-tool plugin turns
// the catalogs in Sources/ServerCatalog into Swift, and two apps answer with them, one on
// Hummingbird 2 and one on Vapor 4, through errorgen's traits of the same names.
//
// errorgen is referenced by path and named here (see Examples/Package.swift); a server using a
// released errorgen writes instead:
//   .package(url: "https://github.com/<owner>/errorgen", from: "1.0.0",
//            traits: ["Hummingbird", "Vapor"])
// and `package: "errorgen"` below.
let package = Package(
  name: "ErrorGenServerExample",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ErrorGen", path: "../..", traits: ["Hummingbird", "Vapor"]),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
  ],
  targets: [
    // The catalogs both apps answer with.
    .target(
      name: "ServerCatalog",
      dependencies: [.product(name: "ErrorGenRuntime", package: "ErrorGen")],
      plugins: [.plugin(name: "ErrorGenPlugin", package: "ErrorGen")]
    ),
    .target(
      name: "HummingbirdApp",
      dependencies: [
        "ServerCatalog",
        .product(name: "ErrorGenHummingbird", package: "ErrorGen"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ]
    ),
    .target(
      name: "VaporApp",
      dependencies: [
        "ServerCatalog",
        .product(name: "ErrorGenVapor", package: "ErrorGen"),
        .product(name: "Vapor", package: "vapor"),
      ]
    ),
    // Starts each app on 127.0.0.1 and calls every route with URLSession and AsyncHTTPClient.
    .testTarget(
      name: "ServerTests",
      dependencies: [
        "HummingbirdApp",
        "VaporApp",
        "ServerCatalog",
        .product(name: "ErrorGenRuntime", package: "ErrorGen"),
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
