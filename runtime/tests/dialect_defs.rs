//! Dialect types and attributes defined by hand, the way generated code defines them: typed
//! parameter structs, registered parse/print functions, an alias hook and a type fallback.
//! Checks parsing in every place a type or attribute can stand, printing (full and stripped),
//! uniquing, aliases and the errors of unknown mnemonics and bad bodies.

use std::any::TypeId;

use ods_runtime::ir::defs::{AliasKind, DefParams, MemRefElementTypeInterface};
use ods_runtime::ir::registry::{
    AttrDefinition, DialectAsmParser, DialectAsmPrinter, TypeDefinition,
};
use ods_runtime::text::parser::PResult;
use ods_runtime::tool::driver::{run, Options};
use ods_runtime::{Attribute, Context, Type};

/// `!tt.shape<rank, elem>`
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Shape {
    rank: u32,
    elem: Type,
}

fn parse_shape(p: &mut DialectAsmParser<'_, '_>) -> PResult<Type> {
    p.parse_less()?;
    let rank = p.parse_integer::<u32>()?;
    p.parse_comma()?;
    let elem = p.parse_type()?;
    p.parse_greater()?;
    let ctx = p.ctx();
    let def = ctx.type_def_id(&SHAPE);
    Ok(ctx.dialect_type(def, DefParams::new(Shape { rank, elem })))
}

fn print_shape(p: &mut DialectAsmPrinter<'_, '_>, ty: Type) {
    let Some(s) = p.ctx().type_params::<Shape>(ty) else {
        return;
    };
    let s = s.clone();
    p.write("<");
    p.print_integer(s.rank as i64);
    p.write(", ");
    p.print_type(s.elem);
    p.write(">");
}

const SHAPE: TypeDefinition = TypeDefinition {
    dialect: "tt",
    mnemonic: "shape",
    storage: TypeId::of::<Shape>,
    parse: parse_shape,
    print: print_shape,
};

/// `!tt.unit` (no parameters)
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Unit;

fn parse_unit(p: &mut DialectAsmParser<'_, '_>) -> PResult<Type> {
    let ctx = p.ctx();
    let def = ctx.type_def_id(&UNIT);
    Ok(ctx.dialect_type(def, DefParams::new(Unit)))
}

fn print_unit(_: &mut DialectAsmPrinter<'_, '_>, _: Type) {}

const UNIT: TypeDefinition = TypeDefinition {
    dialect: "tt",
    mnemonic: "unit",
    storage: TypeId::of::<Unit>,
    parse: parse_unit,
    print: print_unit,
};

/// `#tt.space<name>`, typed: `#tt.space<global> : i32`
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Space {
    name: String,
    ty: Option<Type>,
}

fn parse_space(p: &mut DialectAsmParser<'_, '_>, ty: Option<Type>) -> PResult<Attribute> {
    p.parse_less()?;
    let loc = p.current_location();
    let name = p.parse_any_keyword()?.to_string();
    if name == "nowhere" {
        return Err(p.emit_error(loc, "a space must be somewhere"));
    }
    p.parse_greater()?;
    let ctx = p.ctx();
    let def = ctx.attr_def_id(&SPACE);
    Ok(ctx.dialect_attr(def, DefParams::new(Space { name, ty })))
}

fn print_space(p: &mut DialectAsmPrinter<'_, '_>, a: Attribute) {
    let Some(s) = p.ctx().attr_params::<Space>(a) else {
        return;
    };
    let name = s.name.clone();
    p.write("<");
    p.write(&name);
    p.write(">");
}

fn space_type(ctx: &Context, a: Attribute) -> Type {
    ctx.attr_params::<Space>(a)
        .and_then(|s| s.ty)
        .unwrap_or(ctx.common.none)
}

const SPACE: AttrDefinition = AttrDefinition {
    dialect: "tt",
    mnemonic: "space",
    storage: TypeId::of::<Space>,
    parse: parse_space,
    print: print_space,
    ty: Some(space_type),
};

fn type_alias(ctx: &Context, ty: Type) -> Option<(String, AliasKind)> {
    let s = ctx.type_params::<Shape>(ty)?;
    (s.rank == 7).then(|| (format!("shape{}", s.rank), AliasKind::Final))
}

fn setup(ctx: &mut Context) {
    ctx.register_type_def(SHAPE);
    let unit = ctx.register_type_def(UNIT);
    ctx.add_type_interface(unit, &MemRefElementTypeInterface);
    ctx.register_attr_def(SPACE);
    ctx.register_dialect_aliases("tt", Some(type_alias), None);
}

fn opt(input: &str, generic: bool) -> (String, String) {
    let opts = Options {
        allow_unregistered: true,
        generic,
        ..Options::default()
    };
    let out = run(&opts, input.as_bytes(), setup);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn types_and_attributes_round_trip_everywhere() {
    let input = r#"!s = !tt.shape<2, f32>
#a = #tt.space<global>
"foo.a"() {x = #tt.space<local>, y = [#a, #tt.space<host> : i32], z = !tt<shape<3, i8>>} : () -> (!s, tensor<4x!tt.shape< 1 ,i32>>, !tt.unit, !tt.unit<ignored>)
"foo.f"() {sig = (!tt.shape<7, index>) -> memref<2x!tt.unit, #tt.space<gpu>>} : () -> ()
"#;
    let expected = r#"!shape7 = !tt.shape<7, index>
"builtin.module"() ({
  %0:4 = "foo.a"() {x = #tt.space<local>, y = [#tt.space<global>, #tt.space<host> : i32], z = !tt.shape<3, i8>} : () -> (!tt.shape<2, f32>, tensor<4x!tt.shape<1, i32>>, !tt.unit, !tt.unit)
  "foo.f"() {sig = (!shape7) -> memref<2x!tt.unit, #tt.space<gpu>>} : () -> ()
}) : () -> ()

"#;
    let (out, err) = opt(input, true);
    assert_eq!(err, "");
    assert_eq!(out, expected);
    let (again, err) = opt(&out, true);
    assert_eq!(err, "");
    assert_eq!(again, expected, "print -> parse -> print is stable");
}

#[test]
fn equal_parameters_give_the_same_type() {
    let mut ctx = Context::new();
    setup(&mut ctx);
    let f32 = ctx.float_type(ods_runtime::numerics::apfloat::FloatSemantics::F32);
    let def = ctx.type_def_id(&SHAPE);
    let a = ctx.dialect_type(def, DefParams::new(Shape { rank: 2, elem: f32 }));
    let b = ctx.dialect_type(def, DefParams::new(Shape { rank: 2, elem: f32 }));
    let c = ctx.dialect_type(def, DefParams::new(Shape { rank: 3, elem: f32 }));
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_eq!(ctx.type_params::<Shape>(c).map(|s| s.rank), Some(3));
    assert!(ctx.type_params::<Unit>(c).is_none());
}

#[test]
fn unknown_mnemonics_and_bad_bodies_are_located() {
    let (_, err) = opt("\"foo.a\"() : () -> !tt.nope<1>\n", false);
    assert_eq!(
        err,
        "<stdin>:1:23: error: unknown  type `nope` in dialect `tt`\n\"foo.a\"() : () -> !tt.nope<1>\n                      ^\n"
    );
    let (_, err) = opt("\"foo.a\"() {a = #tt.what} : () -> ()\n", false);
    assert_eq!(
        err,
        "<stdin>:1:20: error: unknown attribute `what` in dialect `tt`\n\"foo.a\"() {a = #tt.what} : () -> ()\n                   ^\n"
    );
    let (_, err) = opt("\"foo.a\"() : () -> !tt.shape<2 f32>\n", false);
    assert_eq!(
        err,
        "<stdin>:1:30: error: expected ','\n\"foo.a\"() : () -> !tt.shape<2 f32>\n                             ^\n"
    );
    let (_, err) = opt("\"foo.a\"() : () -> memref<2x!tt.shape<1, i8>>\n", false);
    assert_eq!(
        err,
        "<stdin>:1:28: error: invalid memref element type\n\"foo.a\"() : () -> memref<2x!tt.shape<1, i8>>\n                           ^\n"
    );
    let (_, err) = opt("\"foo.a\"() {a = #tt.space<nowhere>} : () -> ()\n", false);
    assert_eq!(
        err,
        "<stdin>:1:26: error: a space must be somewhere\n\"foo.a\"() {a = #tt.space<nowhere>} : () -> ()\n                         ^\n"
    );
}

/// Dialect types nested 100,000 deep (a definition whose parser and printer recurse through
/// user code) parse and print back on a test thread's stack, which grows in segments.
#[test]
fn deep_nesting_of_dialect_types_parses_and_prints() {
    let depth = 100_000;
    let ty = format!("{}i32{}", "!tt.shape<1, ".repeat(depth), ">".repeat(depth));
    let input = format!("\"foo.a\"() : () -> {ty}\n");
    let (out, err) = opt(&input, false);
    assert_eq!(err, "");
    let expected = format!("module {{\n  %0 = \"foo.a\"() : () -> {ty}\n}}\n\n");
    assert!(out == expected, "{}", &out[..out.len().min(300)]);
}
