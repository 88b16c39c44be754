// swift-tools-version:6.0
import PackageDescription

/// `sicp` links statically unless SICP_NO_STATIC=1 (the AddressSanitizer
/// build in .ci/run: `-static-executable` does not link with ASan).
let staticLink: [LinkerSetting] = Context.environment["SICP_NO_STATIC"] == "1"
    ? []
    : [.unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux]))]

/// SICP_UNSAFE_ONLY=1 (the AddressSanitizer pass in .ci/run) declares only
/// the modules that hold the kit's unsafe code (the evaluator's control
/// stack, frames and nodes in `SICPScheme`; `BigInt` in `SICP`; the line
/// editor's terminal) and their test suites, so that the sanitized build
/// compiles what that pass runs and nothing else. Every other build declares
/// everything.
let unsafeOnly = Context.environment["SICP_UNSAFE_ONLY"] == "1"
let unsafeModules: Set<String> = ["SICP", "SICPScheme", "LineEditor", "SICPTests", "SICPSchemeTests", "LineEditorTests"]

let package = Package(
    name: "sicp",
    products: [
        .library(name: "SICP", targets: ["SICP"]),
        .library(name: "SICPScheme", targets: ["SICPScheme"]),
        .library(name: "SICPProcess", targets: ["SICPProcess"]),
        .library(name: "SICPChecker", targets: ["SICPChecker"]),
        .library(name: "SICPPictures", targets: ["SICPPictures"]),
        .library(name: "LineEditor", targets: ["LineEditor"]),
        .executable(name: "sicp", targets: ["sicp"]),
        .executable(name: "sicp-bench", targets: ["SICPBenchmarks"]),
    ],
    targets: [
        .target(name: "SICP"),
        .target(name: "SICPScheme", dependencies: ["SICP"]),
        .target(name: "SICPProcess", dependencies: ["SICP", "SICPScheme", "SICPPictures"]),
        .target(name: "SICPPictures", dependencies: ["SICPScheme"]),
        .target(name: "SICPChecker", dependencies: ["SICPScheme", "SICPProcess", "SICPPictures"]),
        .target(name: "LineEditor"),
        .target(name: "SICPCommand", dependencies: ["SICPScheme", "SICPProcess", "SICPChecker", "SICPPictures", "LineEditor"]),
        .executableTarget(
            name: "sicp",
            dependencies: ["SICPCommand"],
            // Linked statically, Swift runtime and C library included: no
            // dynamic loader work at start-up, so the command starts in about
            // 1.5 ms instead of 2.5 (4 with the Swift runtime as shared
            // libraries). See `staticLink`.
            linkerSettings: staticLink
        ),
        .executableTarget(
            name: "SICPBenchmarks",
            dependencies: ["SICP", "SICPScheme", "LineEditor"],
            path: "Benchmarks/SICPBenchmarks"
        ),
        .testTarget(name: "SICPTests", dependencies: ["SICP"]),
        .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
        .testTarget(name: "SICPSchemeTests", dependencies: ["SICPScheme", "SICP"]),
        .testTarget(name: "SICPPicturesTests", dependencies: ["SICPPictures", "SICPScheme"]),
        .testTarget(
            name: "SICPProcessTests",
            dependencies: ["SICPProcess", "SICPScheme", "SICPPictures"],
            exclude: ["Fixtures"]
        ),
        // The checker's tests read their learners' files and pictures from
        // Tests/SICPProcessTests/Fixtures, which the views' and the command's
        // tests share.
        .testTarget(
            name: "SICPCheckerTests",
            dependencies: ["SICPChecker", "SICPProcess", "SICPScheme", "SICPPictures"]
        ),
        // The end-to-end tests spawn the `sicp` binary that `swift test` builds
        // with every other product. No dependency on the `sicp` target: its
        // `-static-stdlib` would be applied to the test bundle's link too, and
        // the Testing library exists only as a shared library.
        .testTarget(
            name: "SICPCommandTests",
            dependencies: ["SICPCommand", "SICPChecker", "SICPScheme", "SICPPictures"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

if unsafeOnly {
    package.targets.removeAll { !unsafeModules.contains($0.name) }
    package.products.removeAll { !unsafeModules.contains($0.name) }  // each library is named as its target
}
