//! The generated API of dialect types and attributes (`tests/ods/defs_kitchen.ods`) on real
//! IR: builders, getters, verifier messages, parse/print round trips of every format
//! directive, a typed attribute, a mutable type and interfaces.

use ods_runtime::ir::attributes::Location;
use ods_runtime::numerics::apfloat::FloatSemantics;
use ods_runtime::tool::driver::{run, Options};
use ods_runtime::Context;
use ods_tests::defs_kitchen::dk::*;

fn opt(input: &str) -> (String, String) {
    let opts = Options {
        allow_unregistered: true,
        generic: true,
        ..Options::default()
    };
    let out = run(&opts, input.as_bytes(), register);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Parses `ty` as the result type of an unregistered op and returns how it prints.
fn round_trip(ty: &str) -> String {
    let (out, err) = opt(&format!("\"foo.a\"() : () -> {ty}\n"));
    assert_eq!(err, "", "{ty}");
    let line = out.lines().nth(1).unwrap_or_default();
    line.trim()
        .trim_start_matches("%0 = \"foo.a\"() : () -> ")
        .to_string()
}

fn error_of(ty: &str) -> String {
    let (_, err) = opt(&format!("\"foo.a\"() : () -> {ty}\n"));
    err
}

#[test]
fn get_getters_and_from_type() {
    let mut ctx = Context::new();
    register(&mut ctx);
    let f32 = ctx.float_type(FloatSemantics::F32);
    let a = PairType::get(&mut ctx, 3, f32);
    assert_eq!(a, PairType::get(&mut ctx, 3, f32));
    assert_eq!(a.rank(&ctx), 3);
    assert_eq!(a.elem(&ctx), f32);
    assert_eq!(PairType::from_type(&ctx, a.as_type()), Some(a));
    assert_eq!(PairType::from_type(&ctx, f32), None);
    assert_eq!(UnitType::from_type(&ctx, a.as_type()), None);
    assert!(PairType::scalar(&mut ctx, f32).is_scalar(&ctx));
    let s = ShapeType::get(
        &mut ctx,
        vec![2, -1],
        f32,
        Some("n".into()),
        1,
        Color::Green,
        true,
    );
    assert_eq!(s.dims(&ctx), &[2, -1]);
    assert_eq!(s.name(&ctx), Some("n"));
    assert_eq!(s.color(&ctx), Color::Green);
    assert!(s.flag(&ctx));
}

#[test]
fn get_checked_runs_the_verifier() {
    let mut ctx = Context::new();
    register(&mut ctx);
    let f32 = ctx.float_type(FloatSemantics::F32);
    let loc: Location = ctx.common.unknown_loc;
    assert!(PairType::get_checked(&mut ctx, loc, 2, f32).is_ok());
    let e = PairType::get_checked(&mut ctx, loc, 9, f32).unwrap_err();
    assert_eq!(e.message, "rank 9 is above the maximum 8");
}

#[test]
fn default_format_round_trips() {
    assert_eq!(round_trip("!dk.pair<3, f32>"), "!dk.pair<3, f32>");
    assert_eq!(round_trip("!dk.pair< 3 ,f32 >"), "!dk.pair<3, f32>");
    assert_eq!(round_trip("!dk.unit"), "!dk.unit");
}

#[test]
fn every_directive_round_trips() {
    assert_eq!(
        round_trip("!dk.shape<[2, ?] x f32, red, true>"),
        "!dk.shape<[2, ?] x f32, red, true>"
    );
    assert_eq!(
        round_trip("!dk.shape<[4] x i8 named \"a\\\"b\" scale 3, green, false>"),
        "!dk.shape<[4] x i8 named \"a\\22b\" scale 3, green, false>"
    );
    assert_eq!(
        round_trip("!dk.shape<[4] x i8 scale 1, green, false>"),
        "!dk.shape<[4] x i8, green, false>"
    );
    assert_eq!(
        round_trip("!dk.rec<c = \"x\", a = 1>"),
        "!dk.rec<a = 1, c = \"x\">"
    );
    assert_eq!(
        round_trip("!dk.rec<b = 5, a = 1, c = \"x\">"),
        "!dk.rec<a = 1, b = 5, c = \"x\">"
    );
    assert_eq!(
        round_trip("!dk.wrap<<1, f32>, !dk.pair<2, i8>>"),
        "!dk.wrap<<1, f32>, !dk.pair<2, i8>>"
    );
    assert_eq!(
        round_trip("!dk.wrap<!dk.pair<1, f32>>"),
        "!dk.wrap<<1, f32>>"
    );
    assert_eq!(round_trip("!dk.cust<3 : 4 by 3>"), "!dk.cust<3 : 4 by 3>");
    assert_eq!(round_trip("!dk.else<5>"), "!dk.else<5>");
    assert_eq!(round_trip("!dk.else<none>"), "!dk.else<none>");
}

#[test]
fn parse_errors_have_mlir_messages() {
    assert_eq!(
        error_of("!dk.pair<9, f32>"),
        "<stdin>:1:27: error: rank 9 is above the maximum 8\n\"foo.a\"() : () -> !dk.pair<9, f32>\n                          ^\n"
    );
    assert_eq!(
        error_of("!dk.pair<x, f32>"),
        "<stdin>:1:28: error: expected integer value\n\"foo.a\"() : () -> !dk.pair<x, f32>\n                           ^\n<stdin>:1:28: error: failed to parse PairType parameter 'rank' which is to be a `u32`\n\"foo.a\"() : () -> !dk.pair<x, f32>\n                           ^\n"
    );
    assert_eq!(
        error_of("!dk.rec<a = 1, a = 2>"),
        "<stdin>:1:38: error: duplicate or unknown struct parameter name: a\n\"foo.a\"() : () -> !dk.rec<a = 1, a = 2>\n                                     ^\n"
    );
    assert_eq!(
        error_of("!dk.shape<[2] x f32, blue, true>"),
        "<stdin>:1:40: error: expected Color to be one of: red, green\n\"foo.a\"() : () -> !dk.shape<[2] x f32, blue, true>\n                                       ^\n<stdin>:1:44: error: failed to parse ShapeType parameter 'color' which is to be a `Color`\n\"foo.a\"() : () -> !dk.shape<[2] x f32, blue, true>\n                                           ^\n"
    );
}

#[test]
fn typed_attribute_and_params_directive() {
    let (out, err) = opt("\"foo.a\"() {a = #dk.space<red> : i32, b = #dk.space<red>, c = #dk.box<<1, f32>, 7, \"n\">} : () -> ()\n");
    assert_eq!(err, "");
    assert!(
        out.contains(
            "{a = #dk.space<red> : i32, b = #dk.space<red>, c = #dk.box<<1, f32>, 7, \"n\">}"
        ),
        "{out}"
    );
    let mut ctx = Context::new();
    register(&mut ctx);
    let i32t = ctx.integer_type(32, ods_runtime::ir::types::Signedness::Signless);
    let s = SpaceAttr::get(&mut ctx, Color::Red, i32t);
    assert_eq!(s.ty(&ctx), i32t);
    let named = as_named(&ctx, &s.as_attr()).map(|n| n.label(&ctx));
    assert_eq!(named.as_deref(), Some("space red"));
    let f32 = ctx.float_type(FloatSemantics::F32);
    let t = PairType::get(&mut ctx, 1, f32);
    let b = BoxAttr::new(&mut ctx, t, "n");
    assert_eq!(b.name(&ctx), "n");
    assert_eq!(b.x(&ctx).to_i64(), Some(7));
}

#[test]
fn interfaces_are_found_at_runtime() {
    let mut ctx = Context::new();
    register(&mut ctx);
    let f32 = ctx.float_type(FloatSemantics::F32);
    let t = PairType::get(&mut ctx, 4, f32).as_type();
    let r = as_has_rank(&ctx, &t).map(|i| i.rank_of(&ctx));
    assert_eq!(r, Some(4));
    assert!(ctx.type_interface::<HasRankModel>(t).is_some());
    let u = UnitType::get(&mut ctx).as_type();
    assert!(as_has_rank(&ctx, &u).is_none());
}

#[test]
fn mutable_type_is_set_once() {
    let mut ctx = Context::new();
    register(&mut ctx);
    let f32 = ctx.float_type(FloatSemantics::F32);
    let t = IdentType::get(&mut ctx, "node".into());
    assert_eq!(t.body(&ctx), None);
    assert!(t.set_mutable(&mut ctx, vec![f32]));
    assert!(t.set_mutable(&mut ctx, vec![f32]));
    assert!(!t.set_mutable(&mut ctx, vec![]));
    assert_eq!(t.body(&ctx), Some(&[f32][..]));
    assert_eq!(
        round_trip("!dk.ident<\"s\", (i32, f32)>"),
        "!dk.ident<\"s\", (i32, f32)>"
    );
}

#[test]
fn defs_are_constraints_and_print_stripped_in_op_formats() {
    let input = r#"%a = "foo.src"() : () -> !dk.pair<1, f32>
%t = "foo.src"() : () -> tensor<2x!dk.pair<1, f32>>
%r = dk.use %a, %t box <<1, f32>, 7, "n"> : <1, f32>, tensor<2x!dk.pair<1, f32>> -> !dk.pair<2, f32>
%s = dk.use %a, %t box <<1, f32>, 7, "n"> : !dk.pair<1, f32>, tensor<2x!dk.pair<1, f32>> -> !dk.pair<2, f32>
"#;
    let opts = Options {
        allow_unregistered: true,
        ..Options::default()
    };
    let out = run(&opts, input.as_bytes(), register);
    let (out, err) = (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    );
    assert_eq!(err, "");
    assert_eq!(
        out,
        r#"module {
  %0 = "foo.src"() : () -> !dk.pair<1, f32>
  %1 = "foo.src"() : () -> tensor<2x!dk.pair<1, f32>>
  %2 = dk.use %0, %1 box <<1, f32>, 7, "n"> : <1, f32>, tensor<2x!dk.pair<1, f32>> -> !dk.pair<2, f32>
  %3 = dk.use %0, %1 box <<1, f32>, 7, "n"> : <1, f32>, tensor<2x!dk.pair<1, f32>> -> !dk.pair<2, f32>
}

"#
    );
    let bad = r#"%a = "foo.src"() : () -> f32
%t = "foo.src"() : () -> tensor<2x!dk.pair<1, f32>>
%r = "dk.use"(%a, %t) {b = #dk.box<<1, f32>, 7, "n">} : (f32, tensor<2x!dk.pair<1, f32>>) -> !dk.pair<2, f32>
"#;
    let out = run(&opts, bad.as_bytes(), register);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        err.contains(
            "error: 'dk.use' op operand #0 must be a rank and an element type, but got 'f32'"
        ),
        "{err}"
    );
}

#[test]
fn dialect_alias_hooks_name_types_and_attributes() {
    let (out, err) = opt("\"foo.a\"() {a = #dk.space<green>, b = #dk.space<red>} : () -> (!dk.pair<7, f32>, !dk.pair<6, f32>)\n");
    assert_eq!(err, "");
    assert_eq!(
        out,
        "!pair7 = !dk.pair<7, f32>\n#green = #dk.space<green>\n\"builtin.module\"() ({\n  %0:2 = \"foo.a\"() {a = #green, b = #dk.space<red>} : () -> (!pair7, !dk.pair<6, f32>)\n}) : () -> ()\n\n"
    );
}
