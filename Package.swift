// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ErrorGen",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .executable(name: "errorgen", targets: ["errorgen"]),
    .library(name: "ErrorGenRuntime", targets: ["ErrorGenRuntime"]),
    // The compiler as a library, for the fuzzing and benchmark packages beside this one.
    .library(name: "ErrorGenCore", targets: ["ErrorGenCore"]),
    .plugin(name: "ErrorGenPlugin", targets: ["ErrorGenPlugin"]),
    .plugin(name: "ErrorGenLintPlugin", targets: ["ErrorGenLintPlugin"]),
    .plugin(name: "ErrorGenSyncStringsPlugin", targets: ["ErrorGenSyncStringsPlugin"]),
    // Server integrations, each behind the trait of the same name (docs/RUNTIME.md).
    .library(name: "ErrorGenHummingbird", targets: ["ErrorGenHummingbird"]),
    .library(name: "ErrorGenVapor", targets: ["ErrorGenVapor"]),
  ],
  // Off by default: a package that enables neither resolves and builds no server framework.
  traits: [
    .trait(name: "Hummingbird", description: "ErrorGenHummingbird: Hummingbird 2 integration"),
    .trait(name: "Vapor", description: "ErrorGenVapor: Vapor 4 integration"),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // Locale matching and CLDR's plural rules, Foundation-free: the one copy that errorgen's
    // lint and the runtime share.
    .target(name: "ErrorGenLocales"),
    .target(name: "ErrorGenCore", dependencies: ["CYAML", "ErrorGenLocales"]),
    .executableTarget(
      name: "errorgen",
      dependencies: [
        "ErrorGenCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/ErrorGen"
    ),
    .target(
      name: "ErrorGenRuntime",
      dependencies: ["ErrorGenLocales", .product(name: "HTTPTypes", package: "swift-http-types")]
    ),
    .target(
      name: "ErrorGenHummingbird",
      dependencies: [
        "ErrorGenRuntime",
        .product(
          name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
      ]
    ),
    .target(
      name: "ErrorGenVapor",
      dependencies: [
        "ErrorGenRuntime",
        .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
      ]
    ),
    .plugin(
      name: "ErrorGenPlugin",
      capability: .buildTool(),
      dependencies: ["errorgen"]
    ),
    .plugin(
      name: "ErrorGenLintPlugin",
      capability: .command(
        intent: .custom(
          verb: "errorgen-lint",
          description: "Lints the error catalogs of the package's targets")),
      dependencies: ["errorgen"]
    ),
    .plugin(
      name: "ErrorGenSyncStringsPlugin",
      capability: .command(
        intent: .custom(
          verb: "errorgen-sync-strings",
          description: "Creates or updates the String Catalog beside each error catalog"),
        permissions: [
          .writeToPackageDirectory(
            reason: "writes each catalog's String Catalog (.xcstrings) beside it")
        ]),
      dependencies: ["errorgen"]
    ),
    .testTarget(name: "ErrorGenCoreTests", dependencies: ["ErrorGenCore", "ErrorGenLocales"]),
    .testTarget(
      name: "ErrorGenRuntimeTests",
      dependencies: [
        "ErrorGenRuntime", "offline-queue-child",
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]
    ),
    // The process OfflineQueueKillTests kill at random moments, and that holds a store open.
    .executableTarget(
      name: "offline-queue-child",
      dependencies: ["ErrorGenRuntime"],
      path: "Tests/OfflineQueueChild"
    ),
    .testTarget(
      name: "GeneratedCodeTests",
      dependencies: ["ErrorGenRuntime"],
      exclude: ["Catalogs"],
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    .testTarget(name: "ErrorGenCLITests", dependencies: ["errorgen"]),
    .testTarget(name: "RandomCatalogTests", dependencies: ["ErrorGenCore", "ErrorGenLocales"]),
  ],
  swiftLanguageModes: [.v6]
)
