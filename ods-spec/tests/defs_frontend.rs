//! Integration tests of the front end of dialect types and attributes (`type_def`, `attr_def`,
//! `param_type`, `type_interface`, `attr_interface`) and their assembly formats: one test per
//! rule asserts the exact rendered diagnostic (as `frontend.rs` does for ops), and a file using
//! every construct is checked field by field.

use ods_spec::analyze;
use ods_spec::format::{DefCustomArg, DefElementKind};
use ods_spec::model::*;

fn model(text: &str) -> Model {
    let c = analyze("t.ods", text);
    match c.model {
        Ok(m) => m,
        Err(d) => panic!("{}", ods_spec::render_diagnostics(&c.sources, &d)),
    }
}

fn errors(text: &str) -> String {
    let c = analyze("t.ods", text);
    match c.model {
        Ok(_) => panic!("expected errors"),
        Err(d) => ods_spec::render_diagnostics(&c.sources, &d),
    }
}

#[test]
fn rule_unknown_param_kind() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (x: u33) }
"#
        ),
        r#"t.ods:2:33: error: unknown parameter kind `u33`; did you mean `u32`?
type_def A "a" { parameters (x: u33) }
                                ^
"#
    );
}

#[test]
fn rule_unknown_param_kind_no_suggestion() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (x: Frobnicator) }
"#
        ),
        r#"t.ods:2:33: error: unknown parameter kind `Frobnicator`: use a `param_type` (such as `u32`, `String` or `Type`), an enum, a `type_def` or `attr_def`, `Array<..>`, `Optional<..>` or `DefaultValued<.., [{ default }]>`
type_def A "a" { parameters (x: Frobnicator) }
                                ^
"#
    );
}

#[test]
fn rule_optional_nested() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (x: Optional<Optional<u32>>) }
"#
        ),
        r#"t.ods:2:42: error: `Optional` can only be the whole kind of a parameter, not nested in another kind: write `Optional<...>` outside
type_def A "a" { parameters (x: Optional<Optional<u32>>) }
                                         ^
"#
    );
}

#[test]
fn rule_optional_in_array() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (x: Array<DefaultValued<u32, [{ 1 }]>>) }
"#
        ),
        r#"t.ods:2:39: error: `DefaultValued` can only be the whole kind of a parameter, not nested in another kind: write `DefaultValued<...>` outside
type_def A "a" { parameters (x: Array<DefaultValued<u32, [{ 1 }]>>) }
                                      ^
"#
    );
}

#[test]
fn rule_self_type_in_type_def() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (x: SelfType) }
"#
        ),
        r#"t.ods:2:33: error: `SelfType` is the type of an attribute and only allowed in an `attr_def`
type_def A "a" { parameters (x: SelfType) }
                                ^
"#
    );
}

#[test]
fn rule_self_type_wrapped() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_def A "a" { parameters (x: Optional<SelfType>) }
"#
        ),
        r#"t.ods:2:42: error: `SelfType` cannot be wrapped in `Optional`: write it alone, or `DefaultValued<SelfType, [{ type }]>` to build the type when none is written
attr_def A "a" { parameters (x: Optional<SelfType>) }
                                         ^
"#
    );
}

#[test]
fn rule_self_type_in_array() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_def A "a" { parameters (x: Array<SelfType>) }
"#
        ),
        r#"t.ods:2:39: error: `SelfType` cannot be an array element: write it alone
attr_def A "a" { parameters (x: Array<SelfType>) }
                                      ^
"#
    );
}

#[test]
fn rule_array_arguments() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (x: Array<u32, u32>) }
"#
        ),
        r#"t.ods:2:33: error: `Array` takes one parameter kind, like `Array<i64>`
type_def A "a" { parameters (x: Array<u32, u32>) }
                                ^
"#
    );
}

#[test]
fn rule_default_valued_arguments() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (x: DefaultValued<u32>) }
"#
        ),
        r#"t.ods:2:33: error: `DefaultValued` takes a parameter kind and a default `[{ expr }]`, like `DefaultValued<u32, [{ 1 }]>`
type_def A "a" { parameters (x: DefaultValued<u32>) }
                                ^
"#
    );
}

#[test]
fn rule_optional_arguments() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (x: Optional<[{ 1 }]>) }
"#
        ),
        r#"t.ods:2:33: error: `Optional` takes one parameter kind, like `Optional<u32>`
type_def A "a" { parameters (x: Optional<[{ 1 }]>) }
                                ^
"#
    );
}

#[test]
fn rule_kind_takes_no_arguments() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (x: u32<i64>) }
"#
        ),
        r#"t.ods:2:33: error: parameter kind `u32` takes no template arguments: write `u32` alone
type_def A "a" { parameters (x: u32<i64>) }
                                ^
"#
    );
}

#[test]
fn rule_param_type_without_rust_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
param_type Dim { summary "a dimension" }
"#
        ),
        r#"t.ods:2:12: error: parameter type `Dim` needs a `rust_type`, like `rust_type "i64"`
param_type Dim { summary "a dimension" }
           ^
"#
    );
}

#[test]
fn rule_param_type_rust_type_not_a_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
param_type Dim { rust_type "not a type" }
"#
        ),
        r#"t.ods:2:28: error: `rust_type` of parameter type `Dim` is not a Rust type: write one like `"i64"` or `"::std::string::String"`
param_type Dim { rust_type "not a type" }
                           ^
"#
    );
}

#[test]
fn rule_duplicate_param_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
param_type Dim { rust_type "i64" }
param_type Dim { rust_type "u64" }
"#
        ),
        r#"t.ods:3:12: error: duplicate parameter type `Dim`: rename one of them
param_type Dim { rust_type "u64" }
           ^
t.ods:2:12: note: first defined here
param_type Dim { rust_type "i64" }
           ^
"#
    );
}

#[test]
fn rule_unknown_type_interface() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_interface ShapedLike {}
type_def A "a" [ShapedLik] {}
"#
        ),
        r#"t.ods:3:17: error: unknown type interface `ShapedLik`: declare it with `type_interface` or `extern_interface`; did you mean `ShapedLike`?
type_def A "a" [ShapedLik] {}
                ^
"#
    );
}

#[test]
fn rule_op_trait_on_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" [Pure] {}
"#
        ),
        r#"t.ods:2:17: error: `Pure` is an op trait or interface; a type can only list type interfaces (`type_interface`) and `extern_interface`s
type_def A "a" [Pure] {}
                ^
"#
    );
}

#[test]
fn rule_attr_interface_on_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_interface MemLike {}
type_def A "a" [MemLike] {}
"#
        ),
        r#"t.ods:3:17: error: `MemLike` is an attribute interface, but `A` is a type: list it on an `attr_def`
type_def A "a" [MemLike] {}
                ^
"#
    );
}

#[test]
fn rule_type_interface_on_op() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_interface ShapedLike {}
op "x" [ShapedLike] {}
"#
        ),
        r#"t.ods:3:9: error: `ShapedLike` is a type interface, not an op interface: list it on a `type_def`
op "x" [ShapedLike] {}
        ^
"#
    );
}

#[test]
fn rule_def_interface_arguments() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_interface ShapedLike {}
type_def A "a" [ShapedLike<1>] {}
"#
        ),
        r#"t.ods:3:17: error: `ShapedLike` expects 0 template arguments, but 1 was given
type_def A "a" [ShapedLike<1>] {}
                ^
"#
    );
}

#[test]
fn rule_format_and_custom_assembly_on_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  format "`x`"
  custom_assembly
}
"#
        ),
        r#"t.ods:4:3: error: a type cannot have both `custom_assembly` and `format`: remove one
  custom_assembly
  ^
t.ods:3:3: note: format given here
  format "`x`"
  ^
"#
    );
}

#[test]
fn rule_def_field_twice() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_def A "a" {
  parameters ()
  parameters ()
}
"#
        ),
        r#"t.ods:4:3: error: field `parameters` is given twice in attribute `A`; remove one
  parameters ()
  ^
t.ods:3:3: note: first given here
  parameters ()
  ^
"#
    );
}

#[test]
fn rule_def_field_parse_error() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { paramters () }
"#
        ),
        r#"t.ods:2:18: error: expected a type or attribute field such as `summary`, `description`, `parameters`, `mutable`, `format`, `builder`, `extra` or a flag like `has_verifier`, or `}`, found `paramters`
type_def A "a" { paramters () }
                 ^
"#
    );
}

#[test]
fn rule_param_type_field_parse_error() {
    assert_eq!(
        errors(
            r#"dialect t {}
param_type Dim { rust_typ "i64" }
"#
        ),
        r#"t.ods:2:18: error: expected a parameter type field such as `summary`, `description`, `rust_type`, `parser`, `printer`, `default` or `comparator`, or `}`, found `rust_typ`
param_type Dim { rust_typ "i64" }
                 ^
"#
    );
}

#[test]
fn rule_invalid_def_mnemonic() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "1a" {}
"#
        ),
        r#"t.ods:2:10: error: invalid type mnemonic `1a`: use letters, digits, `_`, `$` and `.` (between words), starting with a letter or `_`
type_def A "1a" {}
         ^
"#
    );
}

#[test]
fn rule_duplicate_type_mnemonic() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {}
type_def B "a" {}
"#
        ),
        r#"t.ods:3:10: error: duplicate type mnemonic `a` in dialect `t`: give one of them another mnemonic
type_def B "a" {}
         ^
t.ods:2:10: note: first used here
type_def A "a" {}
         ^
"#
    );
}

#[test]
fn rule_duplicate_attr_mnemonic_with_enum_attr() {
    assert_eq!(
        errors(
            r#"dialect t {}
enum E : i32 {
  attr EAttr dialect "e"
  a = 0
}
attr_def A "e" {}
"#
        ),
        r#"t.ods:6:10: error: duplicate attribute mnemonic `e` in dialect `t`: give one of them another mnemonic
attr_def A "e" {}
         ^
t.ods:2:6: note: first used here, by an enum attribute
enum E : i32 {
     ^
"#
    );
}

#[test]
fn rule_duplicate_def_rust_name() {
    assert_eq!(
        errors(
            r#"dialect t {}
op X "x" {}
type_def X "a" {}
"#
        ),
        r#"t.ods:3:10: error: duplicate Rust name `X`: a type or attribute needs a name no other item of the dialect uses; rename one of them
type_def X "a" {}
         ^
t.ods:2:4: note: first used here
op X "x" {}
   ^
"#
    );
}

#[test]
fn rule_invalid_def_rust_name() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_def fn "a" {}
"#
        ),
        r#"t.ods:2:10: error: `fn` is not a valid Rust identifier for the attribute's Rust name: choose another name
attr_def fn "a" {}
         ^
"#
    );
}

#[test]
fn rule_duplicate_def_parameter() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32)
  mutable (x: Type)
  custom_assembly
}
"#
        ),
        r#"t.ods:4:12: error: duplicate parameter `x` in type `A`: rename one of them
  mutable (x: Type)
           ^
t.ods:3:15: note: first declared here
  parameters (x: u32)
              ^
"#
    );
}

#[test]
fn rule_reserved_parameter_name() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (get: u32) }
"#
        ),
        r#"t.ods:2:30: error: parameter name `get` is reserved: it would collide with a generated method of the type handle; choose another name
type_def A "a" { parameters (get: u32) }
                             ^
"#
    );
}

#[test]
fn rule_reserved_parameter_name_ty() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (ty: Type) }
"#
        ),
        r#"t.ods:2:30: error: parameter name `ty` is reserved: it would collide with a generated method of the type handle; choose another name
type_def A "a" { parameters (ty: Type) }
                             ^
"#
    );
}

#[test]
fn rule_parameter_name_keyword() {
    // keywords are raw identifiers (`r#type`), but `self`, `Self`, `super` and `crate` cannot be
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (self: Type) }
"#
        ),
        r#"t.ods:2:30: error: `self` is not a valid Rust identifier for a parameter name: choose another name
type_def A "a" { parameters (self: Type) }
                             ^
"#
    );
}

#[test]
fn rule_default_placeholder_not_ctx() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { parameters (n: u32, m: DefaultValued<u32, [{ *$n + 1 }]>) }
"#
        ),
        r#"t.ods:2:64: error: `$n` cannot be used in the default of parameter `m`: a default can use `$_ctx` (only the default of a `SelfType` parameter can use other parameters)
type_def A "a" { parameters (n: u32, m: DefaultValued<u32, [{ *$n + 1 }]>) }
                                                               ^
"#
    );
}

#[test]
fn rule_self_type_default_uses_later_parameter() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_def A "a" { parameters (ty: DefaultValued<SelfType, [{ *$x }]>, x: Type) }
"#
        ),
        r#"t.ods:2:62: error: the default of `ty` uses `$x`, which is not declared before it: a `SelfType` default can use `$_ctx` and the parameters declared before it
attr_def A "a" { parameters (ty: DefaultValued<SelfType, [{ *$x }]>, x: Type) }
                                                             ^
"#
    );
}

#[test]
fn rule_self_type_default_unknown_placeholder() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_def A "a" { parameters (x: Type, ty: DefaultValued<SelfType, [{ *$y }]>) }
"#
        ),
        r#"t.ods:2:71: error: unknown placeholder `$y` in the default of `ty`: use `$_ctx` or a parameter declared before it
attr_def A "a" { parameters (x: Type, ty: DefaultValued<SelfType, [{ *$y }]>) }
                                                                      ^
"#
    );
}

#[test]
fn keyword_parameter_names_and_self_type_defaults() {
    // `type` is the Rust field and getter `r#type`; a `SelfType` default builds the type from
    // `$_ctx` and the parameters before it; any default may use `$_ctx`
    let text = r#"dialect t {}
type_def A "a" {
  parameters (type: DefaultValued<Type, [{ $_ctx.common.i32 }]>)
  format "`<` (`(` $type^ `)`)? `>`"
}
attr_def B "b" {
  parameters (value: Attribute, ty: DefaultValued<SelfType, [{ ::ods_runtime::ods::verify::attr_type($_ctx, *$value).unwrap_or($_ctx.common.none) }]>)
  format "$value"
}
"#;
    let m = model(text);
    assert_eq!(m.type_defs[0].parameters[0].name, "type");
    let ty = &m.attr_defs[0].parameters[1];
    assert!(ty.is_self_type());
    assert!(matches!(ty.presence, ParamPresence::DefaultValued { .. }));
    let rust = ods_spec::generate_rust_file("t.ods", text).expect("generates");
    assert!(rust.contains("pub r#type: ::ods_runtime::Type"), "{rust}");
}

#[test]
fn rule_two_self_type_parameters() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_def A "a" { parameters (ty: SelfType, t2: SelfType) }
"#
        ),
        r#"t.ods:2:44: error: attribute `A` has more than one `SelfType` parameter: keep one
attr_def A "a" { parameters (ty: SelfType, t2: SelfType) }
                                           ^
t.ods:2:30: note: first declared here
attr_def A "a" { parameters (ty: SelfType, t2: SelfType) }
                             ^
"#
    );
}

#[test]
fn rule_mutable_self_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_def A "a" {
  mutable (ty: SelfType)
  custom_assembly
}
"#
        ),
        r#"t.ods:3:12: error: `SelfType` parameter `ty` cannot be mutable: move it to `parameters`
  mutable (ty: SelfType)
           ^
"#
    );
}

#[test]
fn rule_mutable_needs_custom_assembly() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { mutable (body: Array<Type>) }
"#
        ),
        r#"t.ods:2:27: error: type `A` has mutable parameters, which a declarative format cannot read: add `custom_assembly` and write the parser and printer
type_def A "a" { mutable (body: Array<Type>) }
                          ^
"#
    );
}

#[test]
fn rule_invalid_def_builder_name() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" { builder fn [{ () }] [{ }] }
"#
        ),
        r#"t.ods:2:18: error: `fn` is not a valid Rust identifier for a builder name: choose another name
type_def A "a" { builder fn [{ () }] [{ }] }
                 ^
"#
    );
}

#[test]
fn rule_format_unknown_parameter() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32)
  format "`<` $y `>`"
}
"#
        ),
        r#"t.ods:4:15: error: unknown parameter `$y`: type `A` has no parameter of that name
  format "`<` $y `>`"
              ^
"#
    );
}

#[test]
fn rule_format_parameter_bound_twice() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32)
  format "$x `,` $x"
}
"#
        ),
        r#"t.ods:4:18: error: parameter `$x` is bound twice: bind each parameter once
  format "$x `,` $x"
                 ^
t.ods:4:11: note: first bound here
  format "$x `,` $x"
          ^
"#
    );
}

#[test]
fn rule_format_self_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_def A "a" {
  parameters (x: u32, ty: SelfType)
  format "$x $ty"
}
"#
        ),
        r#"t.ods:4:14: error: the `SelfType` parameter `$ty` cannot be in the format: it is the attribute's type, written after it (`#t.a<...> : type`)
  format "$x $ty"
             ^
"#
    );
}

#[test]
fn rule_format_ref_unbound() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32)
  format "custom<Foo>(ref($x)) $x"
}
"#
        ),
        r#"t.ods:4:27: error: `ref($x)` needs `$x` bound earlier in the format
  format "custom<Foo>(ref($x)) $x"
                          ^
"#
    );
}

#[test]
fn rule_format_params_after_parameter() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32, y: u32)
  format "$x params"
}
"#
        ),
        r#"t.ods:4:14: error: `params` binds parameter `$x` again: leave `params` alone or bind no parameter separately
  format "$x params"
             ^
t.ods:4:11: note: first bound here
  format "$x params"
          ^
"#
    );
}

#[test]
fn rule_format_params_in_custom() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32)
  format "custom<Foo>(params)"
}
"#
        ),
        r#"t.ods:4:23: error: expected an argument of the custom directive (`$x`, `ref($x)` or a `"Rust expression"`), found `params`
  format "custom<Foo>(params)"
                      ^
"#
    );
}

#[test]
fn rule_format_struct_arguments() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32)
  format "struct(`x`)"
}
"#
        ),
        r#"t.ods:4:18: error: `struct` takes parameters `$a, $b` or `params`, found `` `x` ``
  format "struct(`x`)"
                 ^
"#
    );
}

#[test]
fn rule_format_custom_in_struct() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32)
  format "struct($x, custom<F>($x))"
}
"#
        ),
        r#"t.ods:4:22: error: `struct` takes parameters `$a, $b` or `params`, found `custom`
  format "struct($x, custom<F>($x))"
                     ^
"#
    );
}

#[test]
fn rule_format_qualified_not_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32)
  format "qualified($x)"
}
"#
        ),
        r#"t.ods:4:21: error: `qualified` only applies to a parameter holding a type or an attribute, but `$x` is `u32`: remove `qualified`
  format "qualified($x)"
                    ^
"#
    );
}

#[test]
fn rule_format_unknown_directive() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32)
  format "$x attr-dict"
}
"#
        ),
        r#"t.ods:4:14: error: unknown directive `attr-dict` in type format; expected one of params, struct, custom, ref, qualified
  format "$x attr-dict"
             ^
"#
    );
}

#[test]
fn rule_format_missing_parameter() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32, y: Type, z: Optional<u32>)
  format "`<` $x `>`"
}
"#
        ),
        r#"t.ods:4:11: error: the format does not bind parameter `$y`: add `$y` (or `params`), or make the parameter `Optional<..>` or `DefaultValued<..>`
  format "`<` $x `>`"
          ^
"#
    );
}

#[test]
fn rule_format_struct_then_comma() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32, y: Optional<u32>, z: u32)
  format "`<` struct($x, $y) `,` $z `>`"
}
"#
        ),
        r#"t.ods:4:30: error: a `struct` with optional parameters cannot be followed by a `,` literal: the parser could not tell where the struct ends; use another literal
  format "`<` struct($x, $y) `,` $z `>`"
                             ^
"#
    );
}

#[test]
fn rule_format_required_in_group() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32, y: Optional<u32>)
  format "(`x` $x $y^)?"
}
"#
        ),
        r#"t.ods:4:16: error: parameter `$x` in an optional group, but it is neither `Optional` nor default-valued: move it out of the group or make it optional
  format "(`x` $x $y^)?"
               ^
"#
    );
}

#[test]
fn rule_format_params_in_group() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (x: u32, y: Optional<u32>)
  format "(`<` params^ `>`)?"
}
"#
        ),
        r#"t.ods:4:16: error: `params` binds parameter `$x` in an optional group, but it is neither `Optional` nor default-valued: move it out of the group or make it optional
  format "(`<` params^ `>`)?"
               ^
"#
    );
}

#[test]
fn rule_format_literal_anchor() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (y: Optional<u32>)
  format "(`x`^ $y)?"
}
"#
        ),
        r#"t.ods:4:12: error: the anchor of an optional group must be a parameter, `params`, `struct` or `custom<...>(...)`: move the `^`
  format "(`x`^ $y)?"
           ^
"#
    );
}

#[test]
fn rule_format_custom_anchor_without_parameter() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (y: Optional<u32>)
  format "$y (`x` custom<F>(ref($y))^)?"
}
"#
        ),
        r#"t.ods:4:19: error: a `custom` directive that binds no parameter cannot be the anchor of an optional group: anchor a parameter instead
  format "$y (`x` custom<F>(ref($y))^)?"
                  ^
"#
    );
}

#[test]
fn rule_format_group_first_element() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (y: Optional<u32>)
  format "(struct($y)^)?"
}
"#
        ),
        r#"t.ods:4:12: error: the first element of an optional group must be a literal or a parameter, so the parser can tell whether the group is present
  format "(struct($y)^)?"
           ^
"#
    );
}

#[test]
fn rule_format_nested_group() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (y: Optional<u32>)
  format "((`x` $y^)?)?"
}
"#
        ),
        r#"t.ods:4:12: error: optional groups can only be used at the top level of a format
  format "((`x` $y^)?)?"
           ^
"#
    );
}

#[test]
fn rule_format_anchor_outside_group() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (y: u32)
  format "$y^"
}
"#
        ),
        r#"t.ods:4:13: error: `^` marks the anchor of an optional group and is only allowed inside one
  format "$y^"
            ^
"#
    );
}

#[test]
fn rule_format_ref_outside_custom() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (y: u32)
  format "$y ref($y)"
}
"#
        ),
        r#"t.ods:4:14: error: `ref` is only allowed as an argument of `custom<...>`
  format "$y ref($y)"
             ^
"#
    );
}

#[test]
fn rule_format_invalid_literal() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (y: u32)
  format "`#` $y"
}
"#
        ),
        r#"t.ods:4:11: error: invalid literal `#`: use a keyword (letters, digits, `_`, `$`, `.`) or one of the punctuation tokens -> : , = < > ( ) [ ] { } ? + * ... |
  format "`#` $y"
          ^
"#
    );
}

#[test]
fn rule_format_group_without_anchor() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (y: Optional<u32>)
  format "(`x` $y)?"
}
"#
        ),
        r#"t.ods:4:11: error: optional group has no anchor: mark the element whose presence decides the group with `^`
  format "(`x` $y)?"
          ^
"#
    );
}

#[test]
fn rule_format_string_outside_custom() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def A "a" {
  parameters (y: u32)
  format [{ $y "x" }]
}
"#
        ),
        r#"t.ods:4:16: error: a string is only allowed as an argument of `custom<...>`
  format [{ $y "x" }]
               ^
"#
    );
}

const EXAMPLE: &str = r#"dialect d {}
enum AddressSpace : i32 { global = 0 local = 1 }
type_interface ShapedLike {
  summary "shaped"
  method [{ fn rank(&self, ctx: &Context) -> u32 }]
}
attr_interface MemorySpaceLike {}
param_type Dim {
  summary "a dimension size or `?`"
  rust_type "i64"
  parser [{ crate::parse_dim($_parser) }]
  printer [{ crate::print_dim($_printer, $_self) }]
  default [{ -1 }]
}
/// Doc comment.
type_def ShapeType "shape" [ShapedLike] {
  summary "a shape with a rank"
  description """ markdown """
  parameters (
    /// the rank
    rank: u32, elem: Type, dims: Array<Dim>, name: Optional<String>,
    scale: DefaultValued<u32, [{ 1 }]>, pad: Dim)
  format "`<` $rank `,` qualified($elem) `,` $dims (`,` $name^)? (`scale` $scale^)? `>`"
  has_verifier
  skip_default_builders
  builder with_rank [{ (rank: u32) }] [{ body }]
  extra [{ fn x() {} }]
}
type_def StructTy "struct" {
  parameters (name: String)
  mutable (body: Array<Type>)
  custom_assembly
}
attr_def AddressSpaceAttr "address_space" [MemorySpaceLike] {
  parameters (space: AddressSpace, ty: SelfType, shape: ShapeType)
}
attr_def S "s" {
  parameters (a: i32, b: Optional<i64>)
  format "`<` struct(params) `>`"
}
attr_def C "c" {
  parameters (a: i32, b: Optional<i64>)
  format [{ $a (`?`) : (`,` custom<B>($b, ref($a), "1")^)? }]
}
type_def Unit "unit" {}
"#;

#[test]
fn example_lowers_field_by_field() {
    let m = model(EXAMPLE);
    assert_eq!(m.type_defs.len(), 3);
    assert_eq!(m.attr_defs.len(), 3);
    let st = m.type_def(TypeDefId(0));
    assert_eq!(st.kind, DefKind::Type);
    assert_eq!(st.rust_name, "ShapeType");
    assert_eq!(st.full_name(), "d.shape");
    assert_eq!(st.docs.summary, "a shape with a rank");
    assert_eq!(st.docs.description, "markdown\n\nDoc comment.");
    assert!(st.has_verifier && st.skip_default_builders && !st.custom_assembly);
    assert_eq!(st.builders[0].name, "with_rank");
    assert_eq!(st.extra.len(), 1);
    let iface = &st.interfaces[0];
    assert_eq!(iface.path, "ShapedLike");
    let iid = iface.id.expect("local interface");
    assert_eq!(m.def_interface(iid).kind, DefKind::Type);
    assert_eq!(m.def_interface(iid).interface.methods[0].name, "rank");

    let p = &st.parameters;
    assert_eq!(p[0].name, "rank");
    assert_eq!(p[0].doc, "the rank");
    assert_eq!(p[0].rust_type, "u32");
    assert_eq!(p[0].presence, ParamPresence::Required);
    let ParamBase::Param(u32_id) = p[0].base else {
        panic!("{:?}", p[0].base)
    };
    let u32_def = m.param_type(u32_id);
    assert_eq!(u32_def.name, "u32");
    assert!(u32_def.parser.is_some() && u32_def.printer.is_some());
    assert_eq!(p[1].rust_type, "::ods_runtime::Type");
    assert_eq!(p[2].rust_type, "::std::vec::Vec<i64>");
    assert!(matches!(&p[2].base, ParamBase::Array(b) if matches!(**b, ParamBase::Param(_))));
    assert_eq!(p[3].presence, ParamPresence::Optional);
    assert_eq!(p[3].rust_type, "::std::string::String");
    match &p[4].presence {
        ParamPresence::DefaultValued { default } => assert_eq!(default.text.trim(), "1"),
        other => panic!("{other:?}"),
    }
    assert_eq!(p[4].kind_text, "DefaultValued<u32, [{ 1 }]>");
    // a param type with a `default` is default-valued when used plainly
    assert!(
        matches!(&p[5].presence, ParamPresence::DefaultValued { default } if default.text.trim() == "-1")
    );

    let f = st.def_format.as_ref().expect("format");
    assert!(!f.is_default);
    assert!(matches!(
        f.elements[3].kind,
        DefElementKind::Param {
            param: 1,
            qualified: true
        }
    ));
    assert!(matches!(f.elements[6].kind, DefElementKind::Optional(_)));

    let s = m.type_def(TypeDefId(1));
    assert!(s.custom_assembly && s.def_format.is_none());
    assert_eq!(s.mutable_parameters[0].name, "body");

    let a = m.attr_def(AttrDefId(0));
    assert_eq!(a.kind, DefKind::Attr);
    assert!(matches!(a.parameters[0].base, ParamBase::Enum(EnumId(0))));
    assert_eq!(a.parameters[0].rust_type, "AddressSpace");
    assert_eq!(a.self_type_param(), Some(1));
    assert_eq!(a.parameters[2].base, ParamBase::TypeDef(TypeDefId(0)));
    // the default format skips `SelfType`
    let f = a.def_format.as_ref().expect("default format");
    assert!(f.is_default);
    assert_eq!(f.elements[1].kind, DefElementKind::Params(vec![0, 2]));

    let sa = m.attr_def(AttrDefId(1));
    let f = sa.def_format.as_ref().expect("format");
    assert_eq!(f.elements[1].kind, DefElementKind::Struct(vec![0, 1]));

    let c = m.attr_def(AttrDefId(2));
    let f = c.def_format.as_ref().expect("format");
    let DefElementKind::Optional(g) = &f.elements[1].kind else {
        panic!("{:?}", f.elements[1].kind)
    };
    assert!(g.inverted);
    assert_eq!(g.anchor, 1);
    assert_eq!(
        g.else_elements[1].kind,
        DefElementKind::Custom {
            name: "B".into(),
            args: vec![
                DefCustomArg::Param(1),
                DefCustomArg::Ref(0),
                DefCustomArg::Expr("1".into())
            ]
        }
    );

    // no parameters: the default format is empty
    let u = m.type_def(TypeDefId(2));
    let f = u.def_format.as_ref().expect("default format");
    assert!(f.is_default && f.elements.is_empty());
}

#[test]
fn prelude_param_types() {
    let m = model("dialect d {}\n");
    let names: Vec<&str> = m.param_types.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "bool",
            "i8",
            "i16",
            "i32",
            "i64",
            "u8",
            "u16",
            "u32",
            "u64",
            "String",
            "APInt",
            "APFloat",
            "Type",
            "Attribute"
        ]
    );
    assert!(m
        .param_types
        .iter()
        .all(|p| p.parser.is_some() && p.printer.is_some()));
}

#[test]
fn optional_parameters_may_be_left_out_of_a_format() {
    // as in MLIR: only parameters that are neither optional nor default-valued must be bound
    let m = model(
        "dialect d {}\ntype_def A \"a\" {\n  parameters (x: u32, y: Optional<u32>, z: DefaultValued<u32, [{ 2 }]>)\n  format \"`<` $x `>`\"\n}\n",
    );
    assert!(m.type_defs[0].def_format.is_some());
}

#[test]
fn self_type_may_be_named_ty() {
    let m = model("dialect d {}\nattr_def A \"a\" { parameters (ty: SelfType) }\n");
    assert!(m.attr_defs[0].parameters[0].is_self_type());
}

#[test]
fn example_generates_docs_and_rust() {
    let md = ods_spec::docgen::generate_markdown(&model(EXAMPLE));
    assert!(md.contains("## Types"), "{md}");
    ods_spec::generate_rust("t.ods", EXAMPLE).expect("codegen skips types and attributes");
}

#[test]
fn markdown_of_a_type() {
    let md = ods_spec::docgen::generate_markdown(&model(
        "dialect d {}\n/// A pair.\ntype_def PairType \"pair\" {\n  summary \"a pair\"\n  parameters (\n    /// the first\n    a: u32, b: Optional<Type>)\n}\n",
    ));
    let section = md.split("## Types\n\n").nth(1).expect("types section");
    assert_eq!(
        section,
        "### PairType

_a pair_

Syntax:

```
!d.pair<
  u32,   # a
  Optional<Type>   # b
>
```

A pair.

#### Parameters:

| Parameter | Rust type | Description |
| :-------: | --------- | ----------- |
| `a` | `u32` | the first (a 32-bit unsigned integer) |
| `b` | `Option<::ods_runtime::Type>` | a type (optional) |
"
    );
}

#[test]
fn definition_ids_are_arena_positions() {
    // a later definition's handle kind resolves to its own arena slot, whatever came before
    let c = analyze(
        "t.ods",
        "dialect d {}\ntype_def A \"a\" {}\ntype_def A \"b\" {}\ntype_def B \"c\" {}\nattr_def X \"x\" { parameters (b: B) }\n",
    );
    let d = c.model.expect_err("duplicate Rust name");
    assert_eq!(d.len(), 1);
    let m = model("dialect d {}\ntype_def A \"a\" {}\ntype_def B \"c\" {}\nattr_def X \"x\" { parameters (b: B) }\n");
    assert_eq!(
        m.attr_defs[0].parameters[0].base,
        ParamBase::TypeDef(TypeDefId(1))
    );
}

#[test]
fn truncated_and_mangled_inputs_never_panic() {
    // prefixes and suffixes of the example (cut every 23 characters) go through the whole
    // front end and the doc generator without a panic
    let text = EXAMPLE;
    for (i, _) in text.char_indices().step_by(23) {
        for candidate in [&text[..i], &text[i..]] {
            let c = analyze("t.ods", candidate);
            if let Ok(m) = c.model {
                let _ = ods_spec::docgen::generate_markdown(&m);
            }
        }
    }
}

#[test]
fn rule_optional_group_has_one_anchor() {
    let twice = errors(
        r#"dialect t {}
type_def A "a" { parameters (x: Optional<u32>, y: Optional<u32>) format "`<` ($x^ $y^)? `>`" }
"#,
    );
    let across = errors(
        r#"dialect t {}
type_def A "a" { parameters (x: Optional<u32>, y: Optional<u32>) format "`<` ($x^) : ($y^)? `>`" }
"#,
    );
    assert_eq!(
        twice,
        r#"t.ods:2:83: error: an optional group has only one anchor; remove one `^`
type_def A "a" { parameters (x: Optional<u32>, y: Optional<u32>) format "`<` ($x^ $y^)? `>`" }
                                                                                  ^
"#
    );
    assert_eq!(
        across,
        r#"t.ods:2:87: error: an optional group has only one anchor; remove one `^`
type_def A "a" { parameters (x: Optional<u32>, y: Optional<u32>) format "`<` ($x^) : ($y^)? `>`" }
                                                                                      ^
"#
    );
}
