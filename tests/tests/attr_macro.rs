//! The `calc` dialect declared with `#[ods_macros::dialect]` (`tests/src/attr_example.rs`,
//! the complete example of `docs/attribute-macros.md`) on real IR: its custom forms parse and
//! print, its verifier and constraints reject bad ops, its builders and folders work, and the
//! example in the docs is exactly the compiled file.

use ods_runtime::text::printer::{print_top_level, PrintFlags};
use ods_runtime::{Context, Op};
use ods_tests::attr_example::calc;

fn parse(text: &str) -> Result<(Context, Op), String> {
    parse_with(text, calc::register)
}

fn parse_with(text: &str, register: fn(&mut Context)) -> Result<(Context, Op), String> {
    let mut ctx = Context::new();
    register(&mut ctx);
    let top = ods_runtime::text::parser::ops::parse_source(
        &mut ctx,
        text.as_bytes(),
        0,
        "c.mlir",
        1,
        true,
    )
    .map_err(|d| d.message)?;
    Ok((ctx, top))
}

fn print(ctx: &Context, op: Op, generic: bool) -> String {
    let flags = PrintFlags {
        generic,
        ..PrintFlags::default()
    };
    let mut out = Vec::new();
    print_top_level(ctx, op, flags, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

const PROGRAM: &str = "%0 = calc.constant 40
%1 = calc.constant 2
%2 = calc.add %0, %1
%3 = calc.sum %2, %0 scale 2 : i64, i64
%4 = calc.sum %3 : i64
%5 = calc.cmp lt, %2, %3
calc.print %4
";

#[test]
fn custom_forms_round_trip_and_verify() {
    let (ctx, top) = parse(PROGRAM).unwrap();
    ods_runtime::analysis::verifier::verify(&ctx, top).unwrap();
    let printed = print(&ctx, top, false);
    assert_eq!(
        printed,
        "module {
  %0 = calc.constant 40
  %1 = calc.constant 2
  %2 = calc.add %0, %1
  %3 = calc.sum %2, %0 scale 2 : i64, i64
  %4 = calc.sum %3 : i64
  %5 = calc.cmp lt, %2, %3
  calc.print %4
}
"
    );
    let (ctx2, top2) = parse(&printed).unwrap();
    assert_eq!(print(&ctx2, top2, false), printed);
    assert_eq!(
        print(&ctx, top, true),
        r#""builtin.module"() ({
  %0 = "calc.constant"() <{value = 40 : i64}> : () -> i64
  %1 = "calc.constant"() <{value = 2 : i64}> : () -> i64
  %2 = "calc.add"(%0, %1) : (i64, i64) -> i64
  %3 = "calc.sum"(%2, %0) <{scale = 2 : i64}> : (i64, i64) -> i64
  %4 = "calc.sum"(%3) <{scale = 1 : i64}> : (i64) -> i64
  %5 = "calc.cmp"(%2, %3) <{predicate = 2 : i64}> : (i64, i64) -> i1
  "calc.print"(%4) : (i64) -> ()
}) : () -> ()
"#
    );
}

#[test]
fn canonicalization_folds_through_the_hooks() {
    let (mut ctx, top) = parse(PROGRAM).unwrap();
    assert_eq!(
        ods_runtime::transforms::rewrite::canonicalize(&mut ctx, top),
        Ok(true)
    );
    ods_runtime::analysis::verifier::verify(&ctx, top).unwrap();
    // `add` folded (a materialized constant), the unused `cmp` is erased (it is `Pure`), the
    // printing op stays (it writes)
    assert_eq!(
        print(&ctx, top, false),
        "module {
  %0 = calc.constant 40
  %1 = calc.constant 42
  %2 = calc.sum %1, %0 scale 2 : i64, i64
  %3 = calc.sum %2 : i64
  calc.print %3
}
"
    );
}

#[test]
fn verifier_and_constraints_reject_bad_ops() {
    let bad = |text: &str| {
        let (ctx, top) = parse(text).unwrap();
        let errors = ods_runtime::analysis::verifier::verify(&ctx, top).unwrap_err();
        errors[0].message.clone()
    };
    assert_eq!(
        bad("%0 = \"calc.sum\"() <{scale = 1 : i64}> : () -> i64"),
        "'calc.sum' op expects at least one value"
    );
    assert_eq!(
        bad("%0 = calc.constant 1\n%1 = calc.sum %0 scale 0 : i64"),
        "'calc.sum' op attribute 'scale' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive"
    );
    assert_eq!(
        parse("%0 = calc.constant 1\n%1 = calc.cmp le, %0, %0")
            .err()
            .unwrap(),
        "custom op 'calc.cmp' expected string or keyword containing one of the following enum \
         values for attribute 'predicate' [eq, ne, lt]"
    );
}

#[test]
fn builders_getters_and_enums() {
    let mut ctx = Context::new();
    calc::register(&mut ctx);
    let loc = ctx.common.unknown_loc;
    let a = calc::ConstantOp::build(&mut ctx, loc, 40);
    let b = calc::ConstantOp::build(&mut ctx, loc, 2);
    let (av, bv) = (a.result(&ctx), b.result(&ctx));
    let sum = calc::SumOp::of(&mut ctx, loc, &[av, bv]);
    assert_eq!(sum.values(&ctx).count(), 2);
    assert_eq!(sum.scale(&ctx), 1);
    let cmp = calc::CmpOp::build(&mut ctx, loc, calc::Predicate::Lt, av, bv);
    assert_eq!(cmp.predicate(&ctx), calc::Predicate::Lt);
    assert_eq!(calc::Predicate::Lt.as_str(), "lt");
    assert_eq!(calc::CalcDialect::NAMESPACE, "calc");
    assert_eq!(calc::SumOp::NAME, "calc.sum");
}

/// The docs show this dialect as their complete example: the code block there is the file.
#[test]
fn the_docs_example_is_the_compiled_file() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let docs = std::fs::read_to_string(root.join("docs/attribute-macros.md")).unwrap();
    let file = std::fs::read_to_string(root.join("tests/src/attr_example.rs")).unwrap();
    let start = docs
        .find("<!-- example: tests/src/attr_example.rs -->\n```rust\n")
        .expect("the example marker in docs/attribute-macros.md");
    let rest = &docs[start..];
    let body_start = rest.find("```rust\n").unwrap() + "```rust\n".len();
    let body_end = rest[body_start..].find("\n```\n").unwrap() + body_start + 1;
    assert_eq!(&rest[body_start..body_end], file);
}

#[test]
fn the_pass_docs_example_is_the_compiled_file() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let docs = std::fs::read_to_string(root.join("docs/attribute-macros.md")).unwrap();
    let file = std::fs::read_to_string(root.join("tests/src/attr_pass_example.rs")).unwrap();
    let marker = "<!-- example: tests/src/attr_pass_example.rs -->\n```rust\n";
    let start = docs
        .find(marker)
        .expect("the pass example marker in docs/attribute-macros.md")
        + marker.len();
    let end = docs[start..].find("\n```\n").unwrap() + start + 1;
    assert_eq!(&docs[start..end], file);
}

/// Types and attributes declared as `#[type_def]` / `#[attr_def]` structs work like `.ods` ones:
/// typed builders and getters, verifier, formats, and use in an op's format (stripped).
#[test]
fn type_and_attribute_structs_build_print_and_parse() {
    use ods_tests::attr_defs_example::geo;
    let mut ctx = Context::new();
    geo::register(&mut ctx);
    let f32 = ctx.float_type(ods_runtime::numerics::apfloat::FloatSemantics::F32);
    let b = geo::BoxType::get(&mut ctx, 2, f32);
    assert_eq!((b.rank(&ctx), b.elem(&ctx)), (2, f32));
    let loc = ctx.common.unknown_loc;
    let e = geo::BoxType::get_checked(&mut ctx, loc, 9, f32).unwrap_err();
    assert_eq!(e.message, "a box has at most 8 dimensions, not 9");
    let text = "%0 = geo.make #geo.color<\"red\", 3> -> <2, f32>\n\
                %1 = \"geo.make\"() <{color = #geo.color<\"blue\", 0>}> : () -> !geo.box<8, i1>\n";
    let (ctx, top) = parse_with(text, geo::register).unwrap();
    ods_runtime::analysis::verifier::verify(&ctx, top).unwrap();
    assert_eq!(
        print(&ctx, top, false),
        "module {\n  %0 = geo.make <\"red\", 3> -> <2, f32>\n  %1 = geo.make <\"blue\", 0> -> <8, i1>\n}\n"
    );
    let err = parse_with(
        "%0 = geo.make <\"red\", 1> -> !geo.box<9, f32>\n",
        geo::register,
    )
    .err();
    assert_eq!(
        err.as_deref(),
        Some("a box has at most 8 dimensions, not 9")
    );
}
