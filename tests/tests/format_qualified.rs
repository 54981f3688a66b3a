//! `qualified(...)` in declarative formats, on a small dialect of our own
//! (`tests/ods/format_qualified.ods`; mlir-opt's bundled and test dialects use it only on
//! attributes and types this runtime does not model, so these goldens are written by hand from
//! MLIR's rule: a qualified attribute or type is printed and parsed with its `#dialect.`/
//! `!dialect.` prefix, an unqualified one in its stripped form).

mod qual {
    ods_macros::include_ods!("ods/format_qualified.ods");
}

use ods_runtime::tool::driver::{run, Options};

fn opt(input: &str, generic: bool) -> (String, String) {
    let opts = Options {
        generic,
        allow_unregistered: true,
        ..Options::default()
    };
    let out = run(&opts, input.as_bytes(), |ctx| {
        ods_dialects::register_all(ctx);
        qual::register(ctx);
    });
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const INPUT: &str = r#"%x = "foo.x"() : () -> i32
qual.plain <a, b>
qual.full #qual.flags<a>
qual.typed %x flags(#qual.flags<b>) : i32
qual.typed %x : i32
"#;

#[test]
fn qualified_attributes_and_types_print_in_full() {
    let (out, err) = opt(INPUT, false);
    assert_eq!(err, "");
    assert_eq!(
        out,
        "module {\n  %0 = \"foo.x\"() : () -> i32\n  qual.plain <a, b>\n  qual.full #qual.flags<a>\n  qual.typed %0 flags(#qual.flags<b>) : i32\n  qual.typed %0 : i32\n}\n\n"
    );
    // the custom form parses back to the same IR
    let (again, _) = opt(&out, false);
    assert_eq!(again, out);
    let (generic, _) = opt(INPUT, true);
    assert!(
        generic.contains("\"qual.full\"() <{f = #qual.flags<a>}> : () -> ()"),
        "{generic}"
    );
}

#[test]
fn a_qualified_attribute_needs_its_prefix() {
    let (_, err) = opt("qual.full <a>\n", false);
    assert_eq!(
        err,
        "<stdin>:1:10: error: expected attribute value\nqual.full <a>\n         ^\n"
    );
}

#[test]
fn a_successor_group_anchors_an_optional_group() {
    let input = "\"foo.r\"() ({\n  qual.jump to ^bb1, ^bb2\n^bb1:\n  qual.jump\n^bb2:\n  qual.jump to ^bb1\n}) : () -> ()\n";
    let (out, err) = opt(input, false);
    assert_eq!(err, "");
    assert_eq!(
        out,
        "module {\n  \"foo.r\"() ({\n    qual.jump to ^bb1, ^bb2\n  ^bb1:  // 2 preds: ^bb0, ^bb2\n    qual.jump\n  ^bb2:  // pred: ^bb0\n    qual.jump to ^bb1\n  }) : () -> ()\n}\n\n"
    );
    let (generic, _) = opt(input, true);
    assert!(
        generic.contains("\"qual.jump\"()[^bb1, ^bb2] : () -> ()"),
        "{generic}"
    );
    assert!(generic.contains("\"qual.jump\"() : () -> ()"), "{generic}");
}
