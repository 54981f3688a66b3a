//! Integration tests of the `.ods` front end: [`ods_spec::analyze`] from text to a validated
//! model. One test per validation rule asserts the exact rendered diagnostic; a file using every
//! construct (`all_constructs.ods`, also the worked example of docs/ods-language.md) is checked
//! field by field.

use ods_spec::analyze;
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

fn summary_of(m: &Model, name: &str) -> String {
    match m.constraints.iter().find(|c| c.name == name) {
        Some(c) => c.summary.clone(),
        None => panic!("no constraint {name}"),
    }
}

#[test]
fn rule_missing_dialect() {
    assert_eq!(
        errors(
            r#"op "a" {}
"#
        ),
        r#"t.ods:1:1: error: missing dialect declaration: add `dialect <name> { }` to the file
op "a" {}
^
"#
    );
}

#[test]
fn rule_more_than_one_dialect() {
    assert_eq!(
        errors(
            r#"dialect t {}
dialect u {}
"#
        ),
        r#"t.ods:2:9: error: more than one dialect declaration: a file defines exactly one dialect
dialect u {}
        ^
t.ods:1:9: note: first declared here
dialect t {}
        ^
"#
    );
}

#[test]
fn rule_duplicate_op() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" {}
op "a" {}
"#
        ),
        r#"t.ods:3:4: error: duplicate op `t.a`: rename one of them
op "a" {}
   ^
t.ods:2:4: note: first defined here
op "a" {}
   ^
"#
    );
}

#[test]
fn rule_duplicate_op_rust_name() {
    assert_eq!(
        errors(
            r#"dialect t {}
op X "a" {}
op X "b" {}
"#
        ),
        r#"t.ods:3:4: error: duplicate op Rust name `X`: give one op another name
op X "b" {}
   ^
t.ods:2:4: note: first defined here
op X "a" {}
   ^
"#
    );
}

#[test]
fn rule_duplicate_constraint() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_constraint X { summary "x" pred true }
type_constraint X { summary "y" pred true }
"#
        ),
        r#"t.ods:3:17: error: duplicate constraint `X`: rename one of them
type_constraint X { summary "y" pred true }
                ^
t.ods:2:17: note: first defined here
type_constraint X { summary "x" pred true }
                ^
"#
    );
}

#[test]
fn rule_duplicate_enum() {
    assert_eq!(
        errors(
            r#"dialect t {}
enum E : i32 { a = 0 }
enum E : i32 { b = 0 }
"#
        ),
        r#"t.ods:3:6: error: duplicate enum `E`: rename one of them
enum E : i32 { b = 0 }
     ^
t.ods:2:6: note: first defined here
enum E : i32 { a = 0 }
     ^
"#
    );
}

#[test]
fn rule_duplicate_interface() {
    assert_eq!(
        errors(
            r#"dialect t {}
interface I {}
interface I {}
"#
        ),
        r#"t.ods:3:11: error: duplicate interface `I`: rename one of them
interface I {}
          ^
t.ods:2:11: note: first defined here
interface I {}
          ^
"#
    );
}

#[test]
fn rule_duplicate_trait() {
    assert_eq!(
        errors(
            r#"dialect t {}
trait T {}
trait T {}
"#
        ),
        r#"t.ods:3:7: error: duplicate trait `T`: rename one of them
trait T {}
      ^
t.ods:2:7: note: first defined here
trait T {}
      ^
"#
    );
}

#[test]
fn rule_duplicate_argument_name() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" {
  arguments (x: I32)
  results (x: I32)
}
"#
        ),
        r#"t.ods:4:12: error: duplicate name `x` in op `t.a`: operands, attributes, results, regions and successors share one namespace
  results (x: I32)
           ^
t.ods:3:14: note: first declared here
  arguments (x: I32)
             ^
"#
    );
}

#[test]
fn rule_unknown_constraint() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (x: I33) }
"#
        ),
        r#"t.ods:2:24: error: unknown constraint `I33`; did you mean `I32`?
op "a" { arguments (x: I33) }
                       ^
"#
    );
}

#[test]
fn rule_unknown_constraint_suggests_wrappers() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { results (r: Varadic<I32>) }
"#
        ),
        r#"t.ods:2:22: error: unknown constraint `Varadic`; did you mean `Variadic`?
op "a" { results (r: Varadic<I32>) }
                     ^
"#
    );
}

#[test]
fn rule_unknown_constraint_no_suggestion() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (x: Frobnicate) }
"#
        ),
        r#"t.ods:2:24: error: unknown constraint `Frobnicate`: declare it with `type_constraint`, `attr_constraint` or `prop_constraint`
op "a" { arguments (x: Frobnicate) }
                       ^
"#
    );
}

#[test]
fn rule_template_argument_wrong_kind() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (x: TensorOf<[I64Attr]>) }
"#
        ),
        r#"t.ods:2:34: error: template argument `L` of `TensorOf` must be a type constraint, but `I64Attr` is an attribute constraint
op "a" { arguments (x: TensorOf<[I64Attr]>) }
                                 ^
"#
    );
}

#[test]
fn rule_result_wrong_kind() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { results (r: I64Attr) }
"#
        ),
        r#"t.ods:2:22: error: result `r` needs a type constraint, but `I64Attr` is an attribute constraint; use one such as `I64`
op "a" { results (r: I64Attr) }
                     ^
"#
    );
}

#[test]
fn rule_wrong_template_arity() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (x: TensorOf<[F32], [F64]>) }
"#
        ),
        r#"t.ods:2:24: error: `TensorOf` expects 1 template argument, but 2 were given
op "a" { arguments (x: TensorOf<[F32], [F64]>) }
                       ^
"#
    );
}

#[test]
fn rule_template_args_on_plain() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (x: I32<4>) }
"#
        ),
        r#"t.ods:2:24: error: `I32` expects 0 template arguments, but 1 was given
op "a" { arguments (x: I32<4>) }
                       ^
"#
    );
}

#[test]
fn rule_two_variadic_operands() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: Variadic<I32>, b: Optional<I32>) }
"#
        ),
        r#"t.ods:2:39: error: op `t.a` has 2 variable-length operand groups (`a`, `b`): add `SameVariadicOperandSize` or `AttrSizedOperandSegments` to its traits
op "a" { arguments (a: Variadic<I32>, b: Optional<I32>) }
                                      ^
"#
    );
}

#[test]
fn rule_two_variadic_results() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { results (a: Variadic<I32>, b: Variadic<I32>) }
"#
        ),
        r#"t.ods:2:37: error: op `t.a` has 2 variable-length result groups (`a`, `b`): add `SameVariadicResultSize` or `AttrSizedResultSegments` to its traits
op "a" { results (a: Variadic<I32>, b: Variadic<I32>) }
                                    ^
"#
    );
}

#[test]
fn rule_segment_trait_without_group() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" [AttrSizedOperandSegments] { arguments (a: I32) }
"#
        ),
        r#"t.ods:2:9: error: `AttrSizedOperandSegments` needs a variable-length operand group, but op `t.a` has none: remove the trait
op "a" [AttrSizedOperandSegments] { arguments (a: I32) }
        ^
"#
    );
}

#[test]
fn rule_variadic_region_not_last() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { regions (a: VariadicRegion<AnyRegion>, b: AnyRegion) }
"#
        ),
        r#"t.ods:2:19: error: variadic region `a` must be the last region of op `t.a`: move it to the end
op "a" { regions (a: VariadicRegion<AnyRegion>, b: AnyRegion) }
                  ^
"#
    );
}

#[test]
fn rule_variadic_successor_not_last() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { successors (a: VariadicSuccessor<AnySuccessor>, b: AnySuccessor) }
"#
        ),
        r#"t.ods:2:22: error: variadic successor `a` must be the last successor of op `t.a`: move it to the end
op "a" { successors (a: VariadicSuccessor<AnySuccessor>, b: AnySuccessor) }
                     ^
"#
    );
}

#[test]
fn rule_unknown_region_constraint() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { regions (a: SizedRegon<1>) }
"#
        ),
        r#"t.ods:2:22: error: unknown region constraint `SizedRegon`; use `AnyRegion`, `SizedRegion<n>`, `MinSizedRegion<n>`, `MaxSizedRegion<n>` or `VariadicRegion<...>`
op "a" { regions (a: SizedRegon<1>) }
                     ^
"#
    );
}

#[test]
fn rule_vov_segment_missing() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: VariadicOfVariadic<I32, "segs">) }
"#
        ),
        r#"t.ods:2:21: error: segment attribute `segs` of operand `a` is not an argument of op `t.a`: add `segs: DenseI32ArrayAttr`
op "a" { arguments (a: VariadicOfVariadic<I32, "segs">) }
                    ^
"#
    );
}

#[test]
fn rule_vov_segment_wrong_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: VariadicOfVariadic<I32, "segs">, segs: I64Attr) }
"#
        ),
        r#"t.ods:2:57: error: segment attribute `segs` must be a `DenseI32ArrayAttr`, not `I64Attr`
op "a" { arguments (a: VariadicOfVariadic<I32, "segs">, segs: I64Attr) }
                                                        ^
t.ods:2:21: note: used as segment sizes here
op "a" { arguments (a: VariadicOfVariadic<I32, "segs">, segs: I64Attr) }
                    ^
"#
    );
}

#[test]
fn rule_default_int_wrong() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: DefaultValuedAttr<I64Attr, "true">) }
"#
        ),
        r#"t.ods:2:52: error: default value `true` of attribute `a` does not fit its Rust type `i64`: write an integer literal
op "a" { arguments (a: DefaultValuedAttr<I64Attr, "true">) }
                                                   ^
"#
    );
}

#[test]
fn rule_default_bool_wrong() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: DefaultValuedAttr<BoolAttr, [{ 1 }]>) }
"#
        ),
        r#"t.ods:2:54: error: default value `1` of attribute `a` does not fit its Rust type `bool`: write `true` or `false`
op "a" { arguments (a: DefaultValuedAttr<BoolAttr, [{ 1 }]>) }
                                                     ^
"#
    );
}

#[test]
fn rule_default_str_wrong() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: DefaultValuedOptionalAttr<StrAttr, [{ 3 }]>) }
"#
        ),
        r#"t.ods:2:61: error: default value `3` of attribute `a` does not fit its Rust type `&str`: write a string literal
op "a" { arguments (a: DefaultValuedOptionalAttr<StrAttr, [{ 3 }]>) }
                                                            ^
"#
    );
}

#[test]
fn rule_default_enum_unknown_case() {
    assert_eq!(
        errors(
            r#"dialect t {}
enum E : i64 {
  a = 0
  b = 1
  attr EAttr
}
op "a" { arguments (p: DefaultValuedAttr<EAttr, [{ E::C }]>) }
"#
        ),
        r#"t.ods:7:51: error: enum `E` has no case `C`: use one of `E::A`, `E::B`
op "a" { arguments (p: DefaultValuedAttr<EAttr, [{ E::C }]>) }
                                                  ^
"#
    );
}

#[test]
fn rule_unknown_trait() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" [Pur] {}
"#
        ),
        r#"t.ods:2:9: error: unknown trait or interface `Pur`: declare it with `trait`, `interface` or `extern_interface`; did you mean `Pure`?
op "a" [Pur] {}
        ^
"#
    );
}

#[test]
fn rule_has_parent_without_prefix() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" [HasParent<"func">] {}
"#
        ),
        r#"t.ods:2:9: error: op name `func` in `HasParent` of op `t.a` needs a dialect prefix, like `t.func`
op "a" [HasParent<"func">] {}
        ^
"#
    );
}

#[test]
fn rule_implicit_terminator_without_prefix() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" [SingleBlockImplicitTerminator<"yield">] { regions (r: SizedRegion<1>) }
"#
        ),
        r#"t.ods:2:9: error: op name `yield` in `SingleBlockImplicitTerminator` of op `t.a` needs a dialect prefix, like `t.yield`
op "a" [SingleBlockImplicitTerminator<"yield">] { regions (r: SizedRegion<1>) }
        ^
"#
    );
}

#[test]
fn rule_types_match_unknown_name() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" [AllTypesMatch<["lhs", "other"]>] { arguments (lhs: AnyType) }
"#
        ),
        r#"t.ods:2:9: error: `AllTypesMatch` names `other`, which is not an operand, result or attribute of op `t.a`
op "a" [AllTypesMatch<["lhs", "other"]>] { arguments (lhs: AnyType) }
        ^
"#
    );
}

#[test]
fn rule_types_match_unknown_name_suggestion() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" [AllTypesMatch<["lhs", "rsh"]>] { arguments (lhs: AnyType, rhs: AnyType) }
"#
        ),
        r#"t.ods:2:9: error: `AllTypesMatch` names `rsh`, which is not an operand, result or attribute of op `t.a`; did you mean `rhs`?
op "a" [AllTypesMatch<["lhs", "rsh"]>] { arguments (lhs: AnyType, rhs: AnyType) }
        ^
"#
    );
}

#[test]
fn rule_symbol_without_sym_name() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" [Symbol] {}
"#
        ),
        r#"t.ods:2:9: error: op `t.a` has the `Symbol` trait but no `sym_name` attribute: add `sym_name: SymbolNameAttr` to its arguments
op "a" [Symbol] {}
        ^
"#
    );
}

#[test]
fn rule_single_block_without_regions() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" [SingleBlock] {}
"#
        ),
        r#"t.ods:2:9: error: `SingleBlock` needs a region, but op `t.a` has none: add `regions (...)` or remove the trait
op "a" [SingleBlock] {}
        ^
"#
    );
}

#[test]
fn rule_enum_duplicate_keyword() {
    assert_eq!(
        errors(
            r#"dialect t {}
enum E : i32 {
  a = 0
  a = 1
}
"#
        ),
        r#"t.ods:4:3: error: duplicate case `a` in enum `E`: rename one of them
  a = 1
  ^
t.ods:3:3: note: first defined here
  a = 0
  ^
"#
    );
}

#[test]
fn rule_enum_duplicate_value() {
    assert_eq!(
        errors(
            r#"dialect t {}
enum E : i32 {
  a = 0
  b = 0
}
"#
        ),
        r#"t.ods:4:3: error: case `b` of enum `E` has value 0, already used by case `a`: give it another value
  b = 0
  ^
t.ods:3:3: note: first used here
  a = 0
  ^
"#
    );
}

#[test]
fn rule_bit_enum_not_single_bit() {
    assert_eq!(
        errors(
            r#"dialect t {}
bit_enum F : i32 {
  a = 1
  b = 3
}
"#
        ),
        r#"t.ods:4:3: error: bit enum case `b` has value 3, which is not a single bit: use a power of two, or a group `b = [a, b]`
  b = 3
  ^
"#
    );
}

#[test]
fn rule_bit_enum_group_unknown_case() {
    assert_eq!(
        errors(
            r#"dialect t {}
bit_enum F : i32 {
  a = 1
  g = [a, c]
}
"#
        ),
        r#"t.ods:4:11: error: group names unknown case `c`: list bit cases of enum `F`
  g = [a, c]
          ^
"#
    );
}

#[test]
fn rule_enum_value_out_of_range() {
    assert_eq!(
        errors(
            r#"dialect t {}
enum E : i32 {
  a = 0x80000000
}
"#
        ),
        r#"t.ods:3:7: error: case value 2147483648 is out of range for 32-bit storage (-2147483648 to 2147483647): use a value in range or a wider storage type
  a = 0x80000000
      ^
"#
    );
}

#[test]
fn rule_enum_bad_storage() {
    assert_eq!(
        errors(
            r#"dialect t {}
enum E : u8 {
  a = 0
}
"#
        ),
        r#"t.ods:2:10: error: enum storage type must be `i32` or `i64`, not `u8`
enum E : u8 {
         ^
"#
    );
}

#[test]
fn rule_invalid_mnemonic() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "1a" {}
"#
        ),
        r#"t.ods:2:4: error: invalid op mnemonic `1a`: use letters, digits, `_`, `$` and `.` (between words), starting with a letter or `_`
op "1a" {}
   ^
"#
    );
}

#[test]
fn rule_invalid_rust_name() {
    assert_eq!(
        errors(
            r#"dialect t {}
op fn "a" {}
"#
        ),
        r#"t.ods:2:4: error: `fn` is not a valid Rust identifier for the op's Rust name: choose another name
op fn "a" {}
   ^
"#
    );
}

#[test]
fn rule_field_given_twice() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" {
  summary "x"
  summary "y"
}
"#
        ),
        r#"t.ods:4:3: error: field `summary` is given twice in op `a`; remove one
  summary "y"
  ^
t.ods:3:3: note: first given here
  summary "x"
  ^
"#
    );
}

#[test]
fn rule_custom_assembly_and_format() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" {
  format "attr-dict"
  custom_assembly
}
"#
        ),
        r#"t.ods:4:3: error: an op cannot have both `custom_assembly` and `format`: remove one
  custom_assembly
  ^
t.ods:3:3: note: format given here
  format "attr-dict"
  ^
"#
    );
}

#[test]
fn rule_method_signature_does_not_parse() {
    assert_eq!(
        errors(
            r#"dialect t {}
interface I {
  method [{ fn (&self) }]
}
"#
        ),
        r#"t.ods:3:12: error: interface method signature does not parse as a Rust function signature (expected identifier); write it like `fn name(&self, ctx: &Context) -> T`
  method [{ fn (&self) }]
           ^
"#
    );
}

#[test]
fn rule_method_without_receiver() {
    assert_eq!(
        errors(
            r#"dialect t {}
interface I {
  method [{ fn f(x: u32) -> u32 }]
}
"#
        ),
        r#"t.ods:3:12: error: `method` needs a `self` receiver (`&self` or `self`); use `static_method` for a function without one
  method [{ fn f(x: u32) -> u32 }]
           ^
"#
    );
}

#[test]
fn rule_static_method_with_receiver() {
    assert_eq!(
        errors(
            r#"dialect t {}
interface I {
  static_method [{ fn f(&self) }]
}
"#
        ),
        r#"t.ods:3:19: error: `static_method` must not take `self`: remove the receiver or use `method`
  static_method [{ fn f(&self) }]
                  ^
"#
    );
}

#[test]
fn rule_optional_around_attribute() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: Optional<I64Attr>) }
"#
        ),
        r#"t.ods:2:24: error: `Optional` wraps a type constraint, but `I64Attr` is an attribute constraint; use `OptionalAttr<I64Attr>` for an optional attribute
op "a" { arguments (a: Optional<I64Attr>) }
                       ^
"#
    );
}

#[test]
fn rule_optional_attr_around_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: OptionalAttr<I32>) }
"#
        ),
        r#"t.ods:2:24: error: `OptionalAttr` wraps an attribute constraint, but `I32` is a type constraint; use `Optional<I32>` for an optional operand
op "a" { arguments (a: OptionalAttr<I32>) }
                       ^
"#
    );
}

#[test]
fn rule_confined_attr_on_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: ConfinedAttr<I32, [IntMinValue<0>]>) }
"#
        ),
        r#"t.ods:2:37: error: `ConfinedAttr` confines an attribute constraint, but `I32` is a type constraint; give an attribute constraint such as `I64Attr`
op "a" { arguments (a: ConfinedAttr<I32, [IntMinValue<0>]>) }
                                    ^
"#
    );
}

#[test]
fn rule_discardable_not_attribute() {
    assert_eq!(
        errors(
            r#"dialect t {
  discardable flag: I32
}
"#
        ),
        r#"t.ods:2:21: error: discardable attribute `flag` needs an attribute constraint, but `I32` is a type constraint; use one such as `UnitAttr`
  discardable flag: I32
                    ^
"#
    );
}

#[test]
fn rule_parse_error_op_field() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" {
  sumary "x"
}
"#
        ),
        r#"t.ods:3:3: error: expected an op field such as `summary`, `description`, `arguments`, `results`, `regions`, `successors`, `format`, `builder`, `extra` or a flag like `has_verifier`, or `}`, found `sumary`
  sumary "x"
  ^
"#
    );
}

#[test]
fn rule_parse_error_item() {
    assert_eq!(
        errors(
            r#"dialect t {}
opp "a" {}
"#
        ),
        r#"t.ods:2:1: error: expected an item such as `dialect`, `op`, `enum`, `bit_enum`, `type_constraint`, `attr_constraint`, `prop_constraint`, `trait`, `interface`, `extern_interface`, `type_def`, `attr_def`, `param_type`, `type_interface`, `attr_interface`, `pass` or `rust`, found `opp`
opp "a" {}
^
"#
    );
}

#[test]
fn rule_parse_error_string() {
    assert_eq!(
        errors(
            r#"dialect t { summary 3 }
"#
        ),
        r#"t.ods:1:21: error: expected a string, found `3`
dialect t { summary 3 }
                    ^
"#
    );
}

#[test]
fn rule_parse_error_unclosed() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: I32
"#
        ),
        r#"t.ods:2:27: error: expected `<`, `,` or a closing bracket, found end of file
op "a" { arguments (a: I32
                          ^
"#
    );
}

#[test]
fn rule_deep_nesting() {
    let text = format!(
        "dialect t {{}}\nop \"a\" {{ arguments (a: {}) }}\n",
        "TensorOf<[".repeat(50_000)
    );
    let e = errors(&text);
    assert!(e.starts_with("t.ods:2:1303: error: nesting is too deep: more than 256 levels of `<`, `(` or `[`; simplify the expression\n"), "{e}");
    let e = errors(&format!("dialect t {{}}\n{}", "(".repeat(100_000)));
    assert!(
        e.starts_with("t.ods:2:257: error: nesting is too deep"),
        "{e}"
    );
}

#[test]
fn summaries_follow_mlir() {
    let m = model(
        "dialect t {}\nop \"a\" { arguments (x: TensorOf<[F32, F64]>, y: SignlessIntegerLike, z: ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<10>]>, w: AnyTypeOf<[I32, Index]>, v: ConfinedAttr<I64Attr, [IntIsOneOf<[1, 2]>]>, u: ConfinedAttr<I64ArrayAttr, [IntArrayNthElemInRange<0, 1, 4>]>, s: TupleOf<[I32]>, r: SignlessIntegerOrIndexLike, q: AnyTensor, p: FloatLike) }\n",
    );
    assert_eq!(
        summary_of(&m, "TensorOf<[F32, F64]>"),
        "tensor of 32-bit float or 64-bit float values"
    );
    assert_eq!(summary_of(&m, "SignlessIntegerLike"), "signless-integer");
    assert_eq!(
        summary_of(&m, "SignlessIntegerOrIndexLike"),
        "signless-integer-like"
    );
    assert_eq!(summary_of(&m, "FloatLike"), "floating-point-like");
    assert_eq!(summary_of(&m, "AnyTensor"), "tensor of any type values");
    assert_eq!(
        summary_of(
            &m,
            "ConfinedAttr<I64Attr, [IntMinValue<0>, IntMaxValue<10>]>"
        ),
        "64-bit signless integer attribute whose minimum value is 0 whose maximum value is 10"
    );
    assert_eq!(
        summary_of(&m, "AnyTypeOf<[I32, Index]>"),
        "32-bit signless integer or index"
    );
    assert_eq!(
        summary_of(&m, "ConfinedAttr<I64Attr, [IntIsOneOf<[1, 2]>]>"),
        "64-bit signless integer attribute whose value is one of {1, 2}"
    );
    assert_eq!(
        summary_of(
            &m,
            "ConfinedAttr<I64ArrayAttr, [IntArrayNthElemInRange<0, 1, 4>]>"
        ),
        "64-bit integer array attribute whose 0-th element must be at least 1 and at most 4"
    );
    assert_eq!(
        summary_of(&m, "TupleOf<[I32]>"),
        "tuple with any combination of 32-bit signless integer values"
    );
    // constraints are deduplicated by name, in first-use order
    let names: Vec<&str> = m.constraints.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names[0], "TensorOf<[F32, F64]>");
    assert_eq!(names.len(), 10);
}

#[test]
fn predicates_are_instantiated() {
    let m = model(
        "dialect t {}\nop \"a\" { arguments (x: ConfinedAttr<I64Attr, [IntMinValue<3>]>) }\n",
    );
    let c = &m.constraints[0];
    let Pred::And(parts) = &c.pred else {
        panic!("{:?}", c.pred)
    };
    let Pred::Leaf(code) = &parts[1] else {
        panic!()
    };
    assert_eq!(
        code.text,
        " ::ods_runtime::ods::preds::int_attr_value($_ctx, $_self) >= 3 "
    );
    let st = c.attr.as_ref().unwrap();
    assert_eq!(st.rust_type, "i64");
    assert_eq!(
        st.build.as_ref().unwrap().text,
        " ::ods_runtime::ods::preds::int_attr($_ctx, 64, $_value as i64) "
    );
}

#[test]
fn every_construct() {
    let m = model(include_str!("all_constructs.ods"));
    let d = &m.dialect;
    assert_eq!(d.name, "test");
    assert_eq!(d.rust_name, "TestDialect");
    assert_eq!(d.docs.summary, "a dialect exercising every construct");
    assert_eq!(
        d.docs.description,
        "Markdown text.\n  Indented.\n\nThe test dialect."
    );
    assert_eq!(d.dependent_dialects, vec!["crate::other::register"]);
    assert!(d.has_constant_materializer);
    assert!(d.has_inliner_interface);
    assert!(!d.use_properties);
    assert_eq!(d.discardable_attrs[0].name, "flag");
    assert_eq!(
        m.constraint(d.discardable_attrs[0].constraint).name,
        "UnitAttr"
    );

    // enums
    let e = &m.enums[0];
    assert_eq!(e.name, "CmpPredicate");
    assert_eq!(e.kind, EnumKind::Integer { width: 64 });
    let cases: Vec<(&str, &str, u64)> = e
        .cases
        .iter()
        .map(|c| (c.keyword.as_str(), c.rust_name.as_str(), c.value))
        .collect();
    assert_eq!(
        cases,
        vec![("eq", "Eq", 0), ("ne", "Ne", 1), ("slt", "Slt", 2)]
    );
    assert_eq!(e.cases[0].doc, "equal");
    let ac = m.constraint(e.attr_constraint.unwrap());
    assert_eq!(ac.name, "CmpPredicateAttr");
    assert_eq!(ac.summary, "allowed 64-bit signless integer cases: 0, 1, 2");
    let st = ac.attr.as_ref().unwrap();
    assert_eq!(st.rust_type, "CmpPredicate");
    assert_eq!(
        st.convert.as_ref().unwrap().text,
        "CmpPredicate::from_attr_lossy($_ctx, $_self)"
    );
    assert_eq!(st.build.as_ref().unwrap().text, "$_value.to_attr($_ctx)");
    assert_eq!(st.enum_id, Some(EnumId(0)));
    let f = &m.enums[1];
    assert_eq!(f.kind, EnumKind::Bit { width: 32 });
    assert_eq!(f.separator, ",");
    assert!(f.primary_group);
    assert_eq!(
        f.attr_form,
        EnumAttrForm::Dialect {
            mnemonic: "fastmath".into(),
            bare: false,
        }
    );
    assert_eq!(f.cases[3].value, 3);
    assert!(f.cases[3].is_group);
    assert_eq!(
        m.constraint(f.attr_constraint.unwrap()).summary,
        "fast math flags"
    );

    // interfaces and traits
    let i = &m.interfaces[0];
    assert_eq!(i.name, "ShapedThing");
    let methods: Vec<(&str, bool, bool)> = i
        .methods
        .iter()
        .map(|x| (x.name.as_str(), x.is_static, x.default_body.is_some()))
        .collect();
    assert_eq!(
        methods,
        vec![
            ("rank", false, false),
            ("is_scalar", false, true),
            ("kind", true, false)
        ]
    );
    assert_eq!(i.methods[0].doc, "the rank");
    assert!(i.verify.is_some());
    assert_eq!(m.user_traits[0].name, "HasFoo");
    assert_eq!(m.user_traits[0].docs.description, "A user trait.");

    // the op
    let op = &m.ops[0];
    assert_eq!(op.full_name, "test.addi");
    assert_eq!(op.rust_name, "AddIOp");
    assert_eq!(op.docs.summary, "integer addition");
    assert_eq!(op.operand_segments, SegmentMode::AttrSized);
    assert_eq!(op.result_segments, SegmentMode::SameSize);
    let operands: Vec<(&str, Arity)> = op
        .operands
        .iter()
        .map(|o| (o.name.as_str(), o.arity.clone()))
        .collect();
    assert_eq!(
        operands,
        vec![
            ("lhs", Arity::Single),
            ("rest", Arity::Variadic),
            ("maybe", Arity::Optional),
            (
                "groups",
                Arity::VariadicOfVariadic {
                    segment_attr: "group_sizes".into()
                }
            ),
            ("even", Arity::Single),
            ("type", Arity::Single),
        ]
    );
    assert_eq!(op.operands[0].doc, "left");
    let attrs: Vec<(&str, &str, bool)> = op
        .attributes
        .iter()
        .map(|a| (a.name.as_str(), a.getter.as_str(), a.is_property))
        .collect();
    assert_eq!(attrs.len(), 13);
    assert_eq!(attrs[12], ("pair", "pair", false));
    assert_eq!(attrs[9], ("count", "count", true));
    let kind_of = |n: &str| {
        op.attributes
            .iter()
            .find(|a| a.name == n)
            .unwrap()
            .kind
            .clone()
    };
    assert_eq!(kind_of("opt"), AttrKindDef::Optional);
    let AttrKindDef::DefaultValued { default } = kind_of("dflt") else {
        panic!()
    };
    assert_eq!(default.text, " 7 ");
    let AttrKindDef::DefaultValuedOptional { default } = kind_of("dflt_opt") else {
        panic!()
    };
    assert_eq!(default.text, "false");
    let AttrKindDef::DefaultValued { default } = kind_of("name") else {
        panic!()
    };
    assert_eq!(default.text, "\"x\"");
    let AttrKindDef::Derived { rust_type, .. } = kind_of("derived") else {
        panic!()
    };
    assert_eq!(rust_type, "Type");
    assert!(matches!(kind_of("constant"), AttrKindDef::Constant { .. }));
    assert_eq!(op.arguments.len(), 19);
    assert_eq!(op.arguments[4], Argument::Attr(0));
    assert_eq!(op.arguments[18], Argument::Operand(5));
    assert_eq!(op.results.len(), 3);
    assert_eq!(op.regions[0].constraint, RegionConstraint::Sized(1));
    assert_eq!(op.regions[1].constraint, RegionConstraint::MinSized(2));
    assert!(op.regions[1].variadic);
    assert!(!op.successors[0].variadic && op.successors[1].variadic);
    assert_eq!(
        op.format.as_ref().unwrap().text,
        "$lhs `,` $rest `,` $maybe `,` $groups `,` $even `,` $type prop-dict attr-dict-with-keyword $body `,` $others $dest `,` $rest_succ `:` type($res) `,` type($rest) `,` type($groups) `,` type($even) `,` type($type) `->` type($extra) `,` type($more)"
    );
    let h = op.hooks;
    assert!(h.has_verifier && h.has_region_verifier && h.has_folder && h.has_canonicalizer);
    assert!(h.has_canonicalize_method && !h.custom_assembly && op.skip_default_builders);
    assert_eq!(op.builders[0].name, "with_value");
    assert_eq!(op.builders[0].doc, "builds it");
    assert_eq!(op.extra.len(), 1);
    assert_eq!(op.traits[0], TraitUse::Native(NativeTrait::Pure));
    assert_eq!(op.traits[4], TraitUse::User(UserTraitId(0)));
    assert_eq!(
        op.traits[5],
        TraitUse::HasParent(vec!["test.module".into()])
    );
    assert_eq!(
        op.traits[6],
        TraitUse::AllTypesMatch(vec!["lhs".into(), "res".into()])
    );
    assert!(
        matches!(&op.traits[7], TraitUse::TypesMatchWith { from, to, .. } if from == "lhs" && to == "res")
    );
    assert!(matches!(&op.traits[8], TraitUse::Pred { summary, .. } if summary == "lhs ok"));
    let ifaces: Vec<(Option<InterfaceId>, &str, Option<KnownInterface>)> = op
        .interfaces
        .iter()
        .map(|u| (u.id, u.path.as_str(), u.known))
        .collect();
    assert_eq!(
        ifaces,
        vec![
            (
                None,
                "InferTypeOpInterface",
                Some(KnownInterface::InferTypeOpInterface)
            ),
            (Some(InterfaceId(0)), "ShapedThing", None),
            (None, "crate::other::MemoryEffects", None),
            (Some(InterfaceId(0)), "ShapedThing", None),
        ]
    );
    assert_eq!(op.interfaces[3].declared_methods, vec!["is_scalar"]);

    let op2 = &m.ops[1];
    assert_eq!(op2.rust_name, "AllocaScopeInnerOp");
    assert_eq!(
        op2.traits[0],
        TraitUse::SingleBlockImplicitTerminator("test.yield".into())
    );
    assert!(op2.hooks.custom_assembly);
    assert_eq!(m.items.len(), 1);
}

#[test]
fn rule_default_bit_enum_unknown_case() {
    assert_eq!(
        errors("dialect t {}\nbit_enum F : i32 {\n  a = 1\n  attr FAttr\n}\nop \"a\" { arguments (p: DefaultValuedAttr<FAttr, [{ F::B }]>, q: DefaultValuedAttr<FAttr, [{ F::A }]>) }\n"),
        "t.ods:6:51: error: enum `F` has no case `B`: use one of `F::A`\nop \"a\" { arguments (p: DefaultValuedAttr<FAttr, [{ F::B }]>, q: DefaultValuedAttr<FAttr, [{ F::A }]>) }\n                                                  ^\n"
    );
}

#[test]
fn rule_types_match_with_bad_args() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" [TypesMatchWith<"s", "a", "b", "c">] {}
"#
        ),
        r#"t.ods:2:9: error: `TypesMatchWith` takes a summary, a source name, a target name (strings) and a transform `[{ ... }]`
op "a" [TypesMatchWith<"s", "a", "b", "c">] {}
        ^
"#
    );
}

#[test]
fn rule_has_parent_not_string() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" [HasParent<I32>] {}
"#
        ),
        r#"t.ods:2:19: error: the template arguments of `HasParent` must be strings, like `"t.op"`
op "a" [HasParent<I32>] {}
                  ^
"#
    );
}

#[test]
fn rule_parent_one_of_not_list() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" [ParentOneOf<"a.b">] {}
"#
        ),
        r#"t.ods:2:21: error: the template argument of `ParentOneOf` must be a list of strings `["a", "b"]`
op "a" [ParentOneOf<"a.b">] {}
                    ^
"#
    );
}

#[test]
fn rule_wrapper_nested() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: TensorOf<[Variadic<I32>]>) }
"#
        ),
        r#"t.ods:2:34: error: `Variadic` can only be used directly on an op argument, not nested in another constraint
op "a" { arguments (a: TensorOf<[Variadic<I32>]>) }
                                 ^
"#
    );
}

#[test]
fn rule_self_referential_constraint() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_constraint Loop { summary "x" pred Loop }
"#
        ),
        r#"t.ods:2:41: error: constraint `Loop` nests more than 64 levels deep (does it refer to itself?)
type_constraint Loop { summary "x" pred Loop }
                                        ^
"#
    );
}

#[test]
fn rule_not_a_list_parameter() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_constraint X<T: type> { summary "x" pred any_of(T) }
op "a" { arguments (a: X<I32>) }
"#
        ),
        r#"t.ods:2:54: error: `T` is not a list parameter of this constraint: `any_of` and `all_of` take a parameter declared like `T: list<type>`
type_constraint X<T: type> { summary "x" pred any_of(T) }
                                                     ^
"#
    );
}

#[test]
fn rule_group_in_integer_enum() {
    assert_eq!(
        errors(
            r#"dialect t {}
enum E : i32 {
  a = 0
  g = [a]
}
"#
        ),
        r#"t.ods:4:7: error: only bit enums have groups: give an integer value
  g = [a]
      ^
"#
    );
}

#[test]
fn rule_invalid_rust_dialect_name() {
    assert_eq!(
        errors(
            r#"dialect t {
  rust_name Self
}
"#
        ),
        r#"t.ods:1:9: error: `Self` is not a valid Rust identifier for the dialect's Rust name: choose another name
dialect t {
        ^
"#
    );
}

#[test]
fn rule_unknown_successor_constraint() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { successors (s: Successor) }
"#
        ),
        r#"t.ods:2:25: error: unknown successor constraint `Successor`; use `AnySuccessor` or `VariadicSuccessor<AnySuccessor>`
op "a" { successors (s: Successor) }
                        ^
"#
    );
}

#[test]
fn rule_integer_too_large() {
    assert_eq!(
        errors(
            r#"dialect t {}
enum E : i64 {
  a = 99999999999999999999
}
"#
        ),
        r#"t.ods:3:7: error: integer literal is too large: it must fit in 64 bits
  a = 99999999999999999999
      ^
"#
    );
}

#[test]
fn rule_bit_enum_bad_storage() {
    assert_eq!(
        errors(
            r#"dialect t {}
bit_enum F : u32 {
  a = 1
}
"#
        ),
        r#"t.ods:2:14: error: bit enum storage type must be `i8`, `i16`, `i32` or `i64`, not `u32`
bit_enum F : u32 {
             ^
"#
    );
}

#[test]
fn rule_region_template_not_int() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { regions (r: SizedRegion<"x">) }
"#
        ),
        r#"t.ods:2:34: error: the template argument of `SizedRegion` must be a non-negative integer
op "a" { regions (r: SizedRegion<"x">) }
                                 ^
"#
    );
}

#[test]
fn rule_list_param_not_list() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" { arguments (a: TensorOf<F32>) }
"#
        ),
        r#"t.ods:2:33: error: template argument `L` of `TensorOf` must be a list `[...]`
op "a" { arguments (a: TensorOf<F32>) }
                                ^
"#
    );
}

#[test]
fn bare_dialect_enum_and_enum_attr_constraints() {
    let m = model(
        r#"
dialect d {}
enum Pred : i32 {
  summary "predicate"
  eq = 0
  lt = 1
  attr PredAttr dialect "pred" bare
}
attr_constraint OtherFlags {
  summary "flags of another dialect"
  pred [{ crate::other::Flags::from_attr($_ctx, $_self).is_some() }]
  rust_type "crate::other::Flags"
  get [{ crate::other::Flags::from_attr_lossy($_ctx, $_self) }]
  build [{ $_value.to_attr($_ctx) }]
  enum_attr
}
op "x" [] {
  arguments (p: PredAttr, f: OtherFlags)
  format "$p $f attr-dict"
}
"#,
    );
    assert_eq!(
        m.enums[0].attr_form,
        EnumAttrForm::Dialect {
            mnemonic: "pred".into(),
            bare: true,
        }
    );
    let op = &m.ops[0];
    let f = m.constraint(op.attributes[1].constraint);
    let st = f.attr.as_ref().unwrap();
    assert_eq!(st.enum_path.as_deref(), Some("crate::other::Flags"));
    assert_eq!(st.enum_id, None);
    assert!(st.storage_check);
    let p = m.constraint(op.attributes[0].constraint);
    assert_eq!(p.attr.as_ref().unwrap().enum_path, None);
    assert!(p.attr.as_ref().unwrap().storage_check);
    let plain = model(
        r#"
dialect d {}
attr_constraint Checked { summary "s" pred [{ true }] storage_check }
op "y" [] { arguments (a: Checked, b: I64Attr) }
"#,
    );
    let kinds: Vec<bool> = plain.ops[0]
        .attributes
        .iter()
        .map(|a| {
            plain
                .constraint(a.constraint)
                .attr
                .as_ref()
                .unwrap()
                .storage_check
        })
        .collect();
    assert_eq!(kinds, vec![true, false]);
}

#[test]
fn rule_unknown_optional_start() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_constraint S { summary "s" pred [{ true }] optional_start "str" }
"#
        ),
        r#"t.ods:2:64: error: unknown optional start `str`: use `string`, `array`, `symbol_ref` or `integer` (leave it out for any attribute)
attr_constraint S { summary "s" pred [{ true }] optional_start "str" }
                                                               ^
"#
    );
}

#[test]
fn rule_enum_attr_without_rust_type() {
    assert_eq!(
        errors(
            r#"dialect t {}
attr_constraint F { summary "f" pred [{ true }] enum_attr }
"#
        ),
        r#"t.ods:2:49: error: `enum_attr` needs a `rust_type` naming the generated enum, like `rust_type "crate::arith::FastMathFlags"`
attr_constraint F { summary "f" pred [{ true }] enum_attr }
                                                ^
"#
    );
}

#[test]
fn rule_unknown_op_flag() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" {
  has_verfier
  summary "x"
}
op "b" {
  fold_everything // a comment
}
"#
        ),
        r#"t.ods:3:3: error: unknown flag `has_verfier` in an op; did you mean `has_verifier`?
  has_verfier
  ^
t.ods:7:3: error: unknown flag `fold_everything` in an op; the flags are `custom_assembly`, `has_verifier`, `has_region_verifier`, `has_folder`, `has_canonicalizer`, `has_canonicalize_method`, `skip_default_builders`
  fold_everything // a comment
  ^
"#
    );
}

#[test]
fn rule_unknown_type_flag() {
    assert_eq!(
        errors(
            r#"dialect t {}
type_def Box "box" {
  has_folder
}
"#
        ),
        r#"t.ods:3:3: error: unknown flag `has_folder` in a type; the flags are `custom_assembly`, `has_verifier`, `skip_default_builders`
  has_folder
  ^
"#
    );
}

#[test]
fn a_misspelt_field_with_a_value_is_a_syntax_error_not_a_flag() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" {
  sumary "x"
}
"#
        ),
        r#"t.ods:3:3: error: expected an op field such as `summary`, `description`, `arguments`, `results`, `regions`, `successors`, `format`, `builder`, `extra` or a flag like `has_verifier`, or `}`, found `sumary`
  sumary "x"
  ^
"#
    );
}

#[test]
fn a_valued_field_without_its_value_is_a_syntax_error_not_a_flag() {
    assert_eq!(
        errors(
            r#"dialect t {}
op "a" {
  format
}
"#
        ),
        r#"t.ods:4:1: error: expected a string, a `"""` string or a code block `[{ ... }]`, found `}`
}
^
"#
    );
}
