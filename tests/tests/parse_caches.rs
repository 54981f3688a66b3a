//! The parser caches attribute dictionaries, keyword types and generic ops' function types by
//! their source text. These inputs repeat such text in different surroundings: the output must
//! be what parsing every occurrence afresh gives (recorded from mlir-opt 22).

use ods_runtime::tool::driver::{run, Options};

fn generic(text: &str) -> (String, String, i32) {
    let opts = Options {
        input: "c.mlir".into(),
        generic: true,
        allow_unregistered: true,
        ..Options::default()
    };
    let out = run(&opts, text.as_bytes(), |_| {});
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.code,
    )
}

#[test]
fn repeated_text_parses_the_same_each_time() {
    let text = "\
#m = affine_map<(d0) -> (d0 + 1)>
%0 = \"t.a\"() {k = 1 : i32, m = #m} : () -> i32
%1 = \"t.a\"() {k = 1 : i32, m = #m} : () -> i32
%2 = \"t.b\"(%0, %1) <{k = 1 : i32, m = #m}> : (i32, i32) -> i32
%3 = \"t.b\"(%1, %2) <{k = 1 : i32, m = #m}> : (i32, i32) -> i32
%4 = \"t.c\"(%3) : (i32) -> tensor<2xf32, {k = 1 : i32}>
%5 = \"t.c\"(%3) : (i32) -> tensor<2xf32, {k = 1 : i32}>
%6:2 = \"t.d\"(%4) {k = {k = 1 : i32}} : (tensor<2xf32, {k = 1 : i32}>) -> (i32, i32)
";
    let (out, err, code) = generic(text);
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(
        out,
        "#map = affine_map<(d0) -> (d0 + 1)>
\"builtin.module\"() ({
  %0 = \"t.a\"() {k = 1 : i32, m = #map} : () -> i32
  %1 = \"t.a\"() {k = 1 : i32, m = #map} : () -> i32
  %2 = \"t.b\"(%0, %1) <{k = 1 : i32, m = #map}> : (i32, i32) -> i32
  %3 = \"t.b\"(%1, %2) <{k = 1 : i32, m = #map}> : (i32, i32) -> i32
  %4 = \"t.c\"(%3) : (i32) -> tensor<2xf32, {k = 1 : i32}>
  %5 = \"t.c\"(%3) : (i32) -> tensor<2xf32, {k = 1 : i32}>
  %6:2 = \"t.d\"(%4) {k = {k = 1 : i32}} : (tensor<2xf32, {k = 1 : i32}>) -> (i32, i32)
}) : () -> ()

"
    );
}

#[test]
fn errors_after_a_cached_type_are_still_reported() {
    // The second op reuses the cached `(i32, i32) -> i32` but has one operand.
    let text = "%0 = \"t.a\"() : () -> i32\n%1 = \"t.b\"(%0, %0) : (i32, i32) -> i32\n%2 = \"t.b\"(%0) : (i32, i32) -> i32\n";
    let (_, err, code) = generic(text);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "c.mlir:3:18: error: expected 1 operand type\0 but had 2\n%2 = \"t.b\"(%0) : (i32, i32) -> i32\n                 ^\n"
    );
    // A cached dictionary followed by a bad token.
    let text = "\"t.a\"() {k = 1} : () -> ()\n\"t.a\"() {k = 1} ) : () -> ()\n";
    let (_, err, code) = generic(text);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "c.mlir:2:16: error: expected ':' followed by operation type\n\"t.a\"() {k = 1} ) : () -> ()\n               ^\n"
    );
}
