//! Exact-text tests of the validation rules that code generation relied on before they moved
//! into validation (`validate/rust_code.rs` and friends): reserved op names, names that must be
//! Rust identifiers, stored segment attributes, and every Rust code block of a `.ods` file.
//! Each test also asserts that [`ods_spec::generate_rust_file`] rejects the file with the same
//! text, so `odsc check` and `odsc gen-rust` agree on it.

fn check(text: &str, expected: &str) {
    let c = ods_spec::analyze("t.ods", text);
    let diags = match c.model {
        Ok(_) => panic!("expected errors"),
        Err(d) => ods_spec::render_diagnostics(&c.sources, &d),
    };
    assert_eq!(diags, expected);
    match ods_spec::generate_rust_file("t.ods", text) {
        Ok(_) => panic!("gen-rust accepts what check rejects"),
        Err(e) => assert_eq!(e, expected, "gen-rust and check disagree"),
    }
}

#[test]
fn reserved_operand_name() {
    check(
        r#"dialect t {}
op "a" { arguments (op: AnyType) }
"#,
        r#"t.ods:2:21: error: `op` is reserved for the generated API of an op; rename it
op "a" { arguments (op: AnyType) }
                    ^
"#,
    );
}

#[test]
fn reserved_result_name() {
    check(
        r#"dialect t {}
op "a" { results (loc: AnyType) }
"#,
        r#"t.ods:2:19: error: `loc` is reserved for the generated API of an op; rename it
op "a" { results (loc: AnyType) }
                  ^
"#,
    );
}

#[test]
fn reserved_attribute_name() {
    check(
        r#"dialect t {}
op "a" { arguments (ctx: I64Attr) }
"#,
        r#"t.ods:2:21: error: `ctx` is reserved for the generated API of an op; rename it
op "a" { arguments (ctx: I64Attr) }
                    ^
"#,
    );
}

#[test]
fn reserved_region_name() {
    check(
        r#"dialect t {}
op "a" { regions (state: AnyRegion) }
"#,
        r#"t.ods:2:19: error: `state` is reserved for the generated API of an op; rename it
op "a" { regions (state: AnyRegion) }
                  ^
"#,
    );
}

#[test]
fn reserved_successor_name() {
    check(
        r#"dialect t {}
op "a" { successors (operands: AnySuccessor) }
"#,
        r#"t.ods:2:22: error: `operands` is reserved for the generated API of an op; rename it
op "a" { successors (operands: AnySuccessor) }
                     ^
"#,
    );
}

#[test]
fn enum_name_not_ident() {
    check(
        r#"dialect t {}
enum self : i32 { summary "e" a = 0 }
"#,
        r#"t.ods:2:6: error: `self` is not a valid Rust identifier for an enum's name: choose another name
enum self : i32 { summary "e" a = 0 }
     ^
"#,
    );
}

#[test]
fn enum_case_constant_not_ident() {
    check(
        r#"dialect t {}
bit_enum E : i32 { summary "e" a = 1 as __ }
"#,
        r#"t.ods:2:32: error: enum case `__` has no Rust constant name (`` is not an identifier): choose another name
bit_enum E : i32 { summary "e" a = 1 as __ }
                               ^
"#,
    );
}

#[test]
fn interface_name_not_ident() {
    check(
        r#"dialect t {}
interface self { method [{ fn f(&self) -> i32 }] }
"#,
        r#"t.ods:2:11: error: `self` is not a valid Rust identifier for an interface's name: choose another name
interface self { method [{ fn f(&self) -> i32 }] }
          ^
"#,
    );
}

#[test]
fn vov_segment_attr_not_stored() {
    check(
        r#"dialect t {}
op "a" { arguments (x: VariadicOfVariadic<AnyType, "s">, s: ConstantAttr<DenseI32ArrayAttr, [{ 1 }]>) }
"#,
        r#"t.ods:2:58: error: segment attribute `s` must be a stored attribute, not a derived or constant one: declare it `s: DenseI32ArrayAttr`
op "a" { arguments (x: VariadicOfVariadic<AnyType, "s">, s: ConstantAttr<DenseI32ArrayAttr, [{ 1 }]>) }
                                                         ^
t.ods:2:21: note: used as segment sizes here
op "a" { arguments (x: VariadicOfVariadic<AnyType, "s">, s: ConstantAttr<DenseI32ArrayAttr, [{ 1 }]>) }
                    ^
"#,
    );
}

#[test]
fn builder_params_do_not_lex() {
    check(
        r#"dialect t {}
op "a" { builder b [{ x: ( }] [{ }] }
"#,
        r#"t.ods:2:22: error: these builder parameters do not lex: cannot parse string into token stream
op "a" { builder b [{ x: ( }] [{ }] }
                     ^
"#,
    );
}

#[test]
fn builder_params_not_parameters() {
    check(
        r#"dialect t {}
op "a" { builder b [{ x: }] [{ }] }
"#,
        r#"t.ods:2:22: error: expected Rust function parameters (`name: Type, ...`) here: unexpected end of input, expected one of: `for`, parentheses, `fn`, `unsafe`, `extern`, identifier, `::`, `<`, `dyn`, square brackets, `*`, `&`, `!`, `impl`, `_`, lifetime
op "a" { builder b [{ x: }] [{ }] }
                     ^
"#,
    );
}

#[test]
fn builder_body_not_statements() {
    check(
        r#"dialect t {}
op "a" { builder b [{ x: i32 }] [{ let = x; }] }
"#,
        r#"t.ods:2:36: error: this code block is not valid Rust (statements): expected one of: identifier, `::`, `<`, `_`, literal, `const`, `ref`, `mut`, `&`, parentheses, square brackets, `..`, `const`; fix the Rust code between `[{` and `}]`
op "a" { builder b [{ x: i32 }] [{ let = x; }] }
                                   ^
"#,
    );
}

#[test]
fn extra_not_items() {
    check(
        r#"dialect t {}
op "a" { extra [{ fn ( }] }
"#,
        r#"t.ods:2:19: error: this code block is not valid Rust (items): unbalanced brackets or an invalid token; fix the Rust code between `[{` and `}]`
op "a" { extra [{ fn ( }] }
                  ^
"#,
    );
}

#[test]
fn default_not_expression() {
    check(
        r#"dialect t {}
op "a" { arguments (x: DefaultValuedAttr<I64Attr, [{ 1 + }]>) }
"#,
        r#"t.ods:2:54: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
op "a" { arguments (x: DefaultValuedAttr<I64Attr, [{ 1 + }]>) }
                                                     ^
"#,
    );
}

#[test]
fn default_optional_not_expression() {
    check(
        r#"dialect t {}
op "a" { arguments (x: DefaultValuedOptionalAttr<I64Attr, [{ 1 + }]>) }
"#,
        r#"t.ods:2:62: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
op "a" { arguments (x: DefaultValuedOptionalAttr<I64Attr, [{ 1 + }]>) }
                                                             ^
"#,
    );
}

#[test]
fn derived_type_not_a_type() {
    check(
        r#"dialect t {}
op "a" { arguments (x: DerivedAttr<"Vec<", [{ 1 }]>) }
"#,
        r#"t.ods:2:21: error: the type `Vec<` of derived attribute `x` is not a Rust type: unexpected end of input, expected one of: `for`, parentheses, `fn`, `unsafe`, `extern`, identifier, `::`, `<`, `dyn`, square brackets, `*`, `&`, `!`, `impl`, `_`, lifetime
op "a" { arguments (x: DerivedAttr<"Vec<", [{ 1 }]>) }
                    ^
"#,
    );
}

#[test]
fn derived_body_not_expression() {
    check(
        r#"dialect t {}
op "a" { arguments (x: DerivedAttr<"i64", [{ 1 + }]>) }
"#,
        r#"t.ods:2:46: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
op "a" { arguments (x: DerivedAttr<"i64", [{ 1 + }]>) }
                                             ^
"#,
    );
}

#[test]
fn constant_not_expression() {
    check(
        r#"dialect t {}
op "a" { arguments (x: ConstantAttr<I64Attr, [{ 1 + }]>) }
"#,
        r#"t.ods:2:49: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
op "a" { arguments (x: ConstantAttr<I64Attr, [{ 1 + }]>) }
                                                ^
"#,
    );
}

#[test]
fn types_match_with_transform_not_expression() {
    check(
        r#"dialect t {}
op "a" [TypesMatchWith<"s", "x", "y", [{ 1 + }]>] { arguments (x: AnyType) results (y: AnyType) }
"#,
        r#"t.ods:2:42: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
op "a" [TypesMatchWith<"s", "x", "y", [{ 1 + }]>] { arguments (x: AnyType) results (y: AnyType) }
                                         ^
"#,
    );
}

#[test]
fn pred_op_trait_not_expression() {
    check(
        r#"dialect t {}
op "a" [PredOpTrait<"x", [{ 1 + }]>] {}
"#,
        r#"t.ods:2:29: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
op "a" [PredOpTrait<"x", [{ 1 + }]>] {}
                            ^
"#,
    );
}

#[test]
fn pred_op_trait_unknown_placeholder() {
    check(
        r#"dialect t {}
op "a" [PredOpTrait<"x", [{ $nope }]>] {}
"#,
        r#"t.ods:2:29: error: this code block is not valid Rust (an expression): expected an expression; fix the Rust code between `[{` and `}]`
op "a" [PredOpTrait<"x", [{ $nope }]>] {}
                            ^
"#,
    );
}

#[test]
fn constraint_pred_not_expression() {
    check(
        r#"dialect t {}
type_constraint W { summary "w" pred [{ f( }] }
op "a" { arguments (x: W) }
"#,
        r#"t.ods:2:41: error: this code block is not valid Rust (an expression): unbalanced brackets or an invalid token; fix the Rust code between `[{` and `}]`
type_constraint W { summary "w" pred [{ f( }] }
                                        ^
"#,
    );
}

#[test]
fn type_builder_not_expression() {
    check(
        r#"dialect t {}
type_constraint W { summary "w" pred [{ true }] build [{ 1 + }] }
op "a" { results (x: W) }
"#,
        r#"t.ods:2:58: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
type_constraint W { summary "w" pred [{ true }] build [{ 1 + }] }
                                                         ^
"#,
    );
}

#[test]
fn type_class_not_expression() {
    check(
        r#"dialect t {}
type_constraint W { summary "w" pred [{ true }] type_class "W" [{ 1 + }] }
op "a" { results (x: W) }
"#,
        r#"t.ods:2:67: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
type_constraint W { summary "w" pred [{ true }] type_class "W" [{ 1 + }] }
                                                                  ^
"#,
    );
}

#[test]
fn attr_rust_type_not_a_type() {
    check(
        r#"dialect t {}
attr_constraint A { summary "a" pred [{ true }] rust_type "Vec<" get [{ 1 }] }
op "a" { arguments (x: A) }
"#,
        r#"t.ods:2:17: error: `rust_type "Vec<"` of `A` is not a Rust type: unexpected end of input, expected one of: `for`, parentheses, `fn`, `unsafe`, `extern`, identifier, `::`, `<`, `dyn`, square brackets, `*`, `&`, `!`, `impl`, `_`, lifetime
attr_constraint A { summary "a" pred [{ true }] rust_type "Vec<" get [{ 1 }] }
                ^
"#,
    );
}

#[test]
fn attr_get_not_expression() {
    check(
        r#"dialect t {}
attr_constraint A { summary "a" pred [{ true }] rust_type "i64" get [{ 1 + }] }
op "a" { arguments (x: A) }
"#,
        r#"t.ods:2:72: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
attr_constraint A { summary "a" pred [{ true }] rust_type "i64" get [{ 1 + }] }
                                                                       ^
"#,
    );
}

#[test]
fn attr_build_not_expression() {
    check(
        r#"dialect t {}
attr_constraint A { summary "a" pred [{ true }] rust_type "i64" get [{ 1 }] build [{ 1 + }] }
op "a" { arguments (x: A) }
"#,
        r#"t.ods:2:86: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
attr_constraint A { summary "a" pred [{ true }] rust_type "i64" get [{ 1 }] build [{ 1 + }] }
                                                                                     ^
"#,
    );
}

#[test]
fn attr_value_type_not_expression() {
    check(
        r#"dialect t {}
attr_constraint A { summary "a" pred [{ true }] value_type [{ 1 + }] }
op "a" { arguments (x: A) }
"#,
        r#"t.ods:2:63: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
attr_constraint A { summary "a" pred [{ true }] value_type [{ 1 + }] }
                                                              ^
"#,
    );
}

#[test]
fn attr_dense_array_not_expression() {
    check(
        r#"dialect t {}
attr_constraint A { summary "a" pred [{ true }] dense_array [{ 1 + }] }
op "a" { arguments (x: A) }
"#,
        r#"t.ods:2:64: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
attr_constraint A { summary "a" pred [{ true }] dense_array [{ 1 + }] }
                                                               ^
"#,
    );
}

#[test]
fn attr_storage_not_expression() {
    check(
        r#"dialect t {}
attr_constraint A { summary "a" pred [{ true }] storage [{ 1 + }] }
op "a" { arguments (x: A) }
"#,
        r#"t.ods:2:60: error: this code block is not valid Rust (an expression): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
attr_constraint A { summary "a" pred [{ true }] storage [{ 1 + }] }
                                                           ^
"#,
    );
}

#[test]
fn enum_attr_rust_type_not_a_path() {
    check(
        r#"dialect t {}
attr_constraint A { summary "a" pred [{ true }] rust_type "&str" get [{ "" }] enum_attr }
op "a" { arguments (x: A) }
"#,
        r#"t.ods:2:17: error: `enum_attr` needs a `rust_type` naming a generated enum, like `crate::arith::FastMathFlags`: expected identifier
attr_constraint A { summary "a" pred [{ true }] rust_type "&str" get [{ "" }] enum_attr }
                ^
"#,
    );
}

#[test]
fn trait_verify_not_statements() {
    check(
        r#"dialect t {}
trait T { verify [{ let = }] }
op "a" [T] {}
"#,
        r#"t.ods:2:21: error: this code block is not valid Rust (statements): expected one of: identifier, `::`, `<`, `_`, literal, `const`, `ref`, `mut`, `&`, parentheses, square brackets, `..`, `const`; fix the Rust code between `[{` and `}]`
trait T { verify [{ let = }] }
                    ^
"#,
    );
}

#[test]
fn interface_default_not_statements() {
    check(
        r#"dialect t {}
interface I { method [{ fn f(&self) -> i32 }] default [{ 1 + }] }
"#,
        r#"t.ods:2:58: error: this code block is not valid Rust (statements): unexpected end of input, expected an expression; fix the Rust code between `[{` and `}]`
interface I { method [{ fn f(&self) -> i32 }] default [{ 1 + }] }
                                                         ^
"#,
    );
}

#[test]
fn interface_verify_not_statements() {
    check(
        r#"dialect t {}
interface I { method [{ fn f(&self) -> i32 }] verify [{ let = }] }
"#,
        r#"t.ods:2:57: error: this code block is not valid Rust (statements): expected one of: identifier, `::`, `<`, `_`, literal, `const`, `ref`, `mut`, `&`, parentheses, square brackets, `..`, `const`; fix the Rust code between `[{` and `}]`
interface I { method [{ fn f(&self) -> i32 }] verify [{ let = }] }
                                                        ^
"#,
    );
}

#[test]
fn file_items_not_items() {
    check(
        r#"dialect t {}
rust [{ fn ( }]
"#,
        r#"t.ods:2:9: error: this code block is not valid Rust (items): unbalanced brackets or an invalid token; fix the Rust code between `[{` and `}]`
rust [{ fn ( }]
        ^
"#,
    );
}

#[test]
fn operand_without_getter_name() {
    check(
        r#"dialect t {}
op "a" { arguments (_: AnyType) }
"#,
        r#"t.ods:2:21: error: `_` cannot name a Rust getter (`` is not an identifier): rename it
op "a" { arguments (_: AnyType) }
                    ^
"#,
    );
}

#[test]
fn attribute_without_getter_name() {
    check(
        r#"dialect t {}
op "a" { arguments (__: I64Attr) }
"#,
        r#"t.ods:2:21: error: `__` cannot name a Rust getter (`` is not an identifier): rename it
op "a" { arguments (__: I64Attr) }
                    ^
"#,
    );
}

#[test]
fn discardable_without_getter_name() {
    check(
        r#"dialect u { discardable self: UnitAttr }
"#,
        r#"t.ods:1:13: error: `self` cannot name a Rust getter (`self` is not an identifier): rename it
dialect u { discardable self: UnitAttr }
            ^
"#,
    );
}

#[test]
fn reserved_builder_names() {
    check(
        r#"dialect t {}
op "a" { arguments (create: AnyType) }
"#,
        r#"t.ods:2:21: error: `create` is reserved for the generated API of an op; rename it
op "a" { arguments (create: AnyType) }
                    ^
"#,
    );
}

#[test]
fn custom_builder_named_like_a_default_one() {
    check(
        r#"dialect t {}
op "a" {
  builder full [{ x: i64 }] [{ let _ = x; }]
}
"#,
        r#"t.ods:3:3: error: builder `full` would define `create_full`, which is a default builder of the op: rename it (or use `skip_default_builders`)
  builder full [{ x: i64 }] [{ let _ = x; }]
  ^
"#,
    );
}

#[test]
fn custom_builders_defining_the_same_function() {
    check(
        r#"dialect t {}
op "a" {
  skip_default_builders
  builder x [{ }] [{ }]
  builder create_x [{ }] [{ }]
}
"#,
        r#"t.ods:5:3: error: builder `create_x` would define `create_x`, which another builder of the op defines: rename one of them
  builder create_x [{ }] [{ }]
  ^
t.ods:4:3: note: the other builder
  builder x [{ }] [{ }]
  ^
"#,
    );
}

#[test]
fn custom_builder_parameter_must_be_a_plain_name() {
    check(
        r#"dialect t {}
op "a" {
  builder pair [{ (a, b): (i64, i64) }] [{ let _ = (a, b); }]
}
"#,
        r#"t.ods:3:19: error: builder `pair` takes a parameter that is not a plain name: write `name: Type` (the generated `pair` passes it on to `create_pair`)
  builder pair [{ (a, b): (i64, i64) }] [{ let _ = (a, b); }]
                  ^
"#,
    );
}

#[test]
fn custom_builder_parameter_named_like_the_builder() {
    check(
        r#"dialect t {}
op "a" {
  builder with [{ builder: i64 }] [{ let _ = builder; }]
}
"#,
        r#"t.ods:3:19: error: builder `with` has a parameter named `builder`, which names a parameter or variable of the generated builder: rename it
  builder with [{ builder: i64 }] [{ let _ = builder; }]
                  ^
"#,
    );
}

#[test]
fn result_type_getter_clashes_with_an_attribute() {
    check(
        r#"dialect t {}
op "a" {
  arguments (out_type: TypeAttr)
  results (out: AnyType)
}
"#,
        r#"t.ods:3:14: error: `out_type` is the type getter of result `out`: rename one of them
  arguments (out_type: TypeAttr)
             ^
t.ods:4:12: note: the result
  results (out: AnyType)
           ^
"#,
    );
}
