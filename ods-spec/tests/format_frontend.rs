//! The assembly-format stage seen from the front end: what [`ods_spec::analyze`] stores in
//! `OpDef::asm_format` (the bound elements and where each operand and result type comes
//! from), and the exact diagnostics of broken formats. The UI tests (`tests/ui/format-*`) cover
//! every rule once more through `include_ods!`.

use ods_spec::analyze;
use ods_spec::format::{AsmFormat, ElementKind, TypeArg, TypeRef, TypeSource};
use ods_spec::model::Model;

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

/// The format of the only op of `ops` (a dialect `t` is put in front).
fn format_of(ops: &str) -> AsmFormat {
    let m = model(&format!("dialect t {{ summary \"t\" }}\n{ops}"));
    m.ops[0].asm_format.clone().expect("the op has a format")
}

fn kinds(f: &AsmFormat) -> Vec<ElementKind> {
    f.elements.iter().map(|e| e.kind.clone()).collect()
}

#[test]
fn same_operands_and_result_type_resolves_operands_from_the_result() {
    let f = format_of(
        r#"op "add" [SameOperandsAndResultType] {
  arguments (lhs: AnyInteger, rhs: AnyInteger)
  results (result: AnyInteger)
  format "$lhs `,` $rhs attr-dict `:` type($result)"
}"#,
    );
    assert_eq!(
        kinds(&f),
        vec![
            ElementKind::Operand(0),
            ElementKind::Literal(",".into()),
            ElementKind::Operand(1),
            ElementKind::AttrDict {
                with_keyword: false
            },
            ElementKind::Literal(":".into()),
            ElementKind::Type(TypeArg::Result(0)),
        ]
    );
    assert_eq!(
        f.operand_types,
        vec![
            TypeSource::SameAs(TypeRef::Result(0)),
            TypeSource::SameAs(TypeRef::Result(0))
        ]
    );
    assert_eq!(f.result_types, vec![TypeSource::Parsed]);
}

#[test]
fn types_match_with_transforms_the_source_type() {
    let f = format_of(
        r#"op "cmp" [SameTypeOperands, TypesMatchWith<"i1 of the same shape", "lhs", "result", [{ i1_like($_ctx, $_self) }]>] {
  arguments (lhs: AnyInteger, rhs: AnyInteger)
  results (result: AnyType)
  format "$lhs `,` $rhs attr-dict `:` type($lhs)"
}"#,
    );
    assert_eq!(
        f.operand_types,
        vec![TypeSource::Parsed, TypeSource::SameAs(TypeRef::Operand(0))]
    );
    match &f.result_types[0] {
        TypeSource::Transformed { from, transform } => {
            assert_eq!(*from, TypeRef::Operand(0));
            assert_eq!(transform.text.trim(), "i1_like($_ctx, $_self)");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn buildable_result_and_inferred_results() {
    let f = format_of(
        r#"op "make" [] {
  results (r: I32)
  format "attr-dict"
}"#,
    );
    assert!(matches!(f.result_types[0], TypeSource::Buildable(_)));
    // with InferTypeOpInterface and no result type written, every result is inferred
    let f = format_of(
        r#"op "constant" [InferTypeOpInterface] {
  arguments (value: AnyAttr)
  results (r: I32)
  format "attr-dict $value"
}"#,
    );
    assert_eq!(f.result_types, vec![TypeSource::Inferred]);
}

#[test]
fn all_types_match_takes_a_bound_attribute_and_later_traits_win() {
    let f = format_of(
        r#"op "c" [AllTypesMatch<["value", "result"]>] {
  arguments (value: AnyAttr)
  results (result: AnyType)
  format "attr-dict $value"
}"#,
    );
    assert_eq!(f.result_types, vec![TypeSource::SameAs(TypeRef::Attr(0))]);
    let f = format_of(
        r#"op "c" [AllTypesMatch<["a", "r"]>, AllTypesMatch<["b", "r"]>] {
  arguments (a: AnyType, b: AnyType)
  results (r: AnyType)
  format "$a `,` $b attr-dict `:` type($a) `,` type($b)"
}"#,
    );
    assert_eq!(
        f.result_types,
        vec![TypeSource::SameAs(TypeRef::Operand(1))]
    );
}

#[test]
fn resolution_is_not_transitive_and_variadic_results_are_not_buildable() {
    // `y` could come from `x`, but `x` is only buildable, not written: MLIR refuses
    let e = errors(
        r#"dialect t { summary "t" }
op "c" [AllTypesMatch<["x", "y"]>] {
  arguments (x: I32, y: AnyType)
  format "$x `,` $y attr-dict"
}"#,
    );
    assert_eq!(
        e,
        "t.ods:4:11: error: type of operand #1, named 'y', is not buildable and a buildable type cannot be inferred: add `type($y)` to the format, or a constraint with a builder\n  format \"$x `,` $y attr-dict\"\n          ^\n"
    );
    let e = errors(
        r#"dialect t { summary "t" }
op "c" [] {
  results (r: Variadic<I32>)
  format "attr-dict"
}"#,
    );
    assert!(
        e.starts_with("t.ods:4:11: error: type of result #0, named 'r', is not buildable and a buildable type cannot be inferred"),
        "{e}"
    );
}

#[test]
fn every_error_of_a_format_is_reported_sorted() {
    let e = errors(
        r#"dialect t { summary "t" }
op "c" [] {
  arguments (x: I32, y: I32, n: I64Attr)
  regions (body: AnyRegion)
  format "$x `,` $x (`n` $n^)? attr-dict $body"
}"#,
    );
    assert_eq!(
        e,
        r#"t.ods:5:11: error: operand #1, named 'y', not found: add `$y` to the format
  format "$x `,` $x (`n` $n^)? attr-dict $body"
          ^
t.ods:5:18: error: operand `$x` is already bound
  format "$x `,` $x (`n` $n^)? attr-dict $body"
                 ^
t.ods:5:11: note: bound here
  format "$x `,` $x (`n` $n^)? attr-dict $body"
          ^
t.ods:5:26: error: `$n` cannot anchor an optional group: only optional, default-valued and unit attributes can
  format "$x `,` $x (`n` $n^)? attr-dict $body"
                         ^
t.ods:5:42: error: format ambiguity caused by `attr-dict` directive followed by region `body`: both start with `{`; use `attr-dict-with-keyword` instead
  format "$x `,` $x (`n` $n^)? attr-dict $body"
                                         ^
t.ods:5:32: note: the `attr-dict` is here
  format "$x `,` $x (`n` $n^)? attr-dict $body"
                               ^
"#
    );
}

#[test]
fn formats_may_be_triple_quoted_or_code_blocks() {
    for text in [
        "format \"\"\"\n    $x attr-dict\n  \"\"\"",
        "format [{ $x attr-dict }]",
    ] {
        let f = format_of(&format!(
            "op \"c\" [] {{\n  arguments (x: I32)\n  {text}\n}}"
        ));
        assert_eq!(
            kinds(&f),
            vec![
                ElementKind::Operand(0),
                ElementKind::AttrDict {
                    with_keyword: false
                }
            ]
        );
    }
}

/// MLIR: a `:` after an attribute is ambiguous only when the attribute is stored as a plain
/// `Attribute` (its generic syntax may end in `: type`); a specific kind such as `ArrayAttr`,
/// `StrAttr` or `ElementsAttr` is not (`mlir-tblgen` 22 accepts those and rejects `AnyAttr`).
#[test]
fn a_colon_after_an_attribute_of_a_specific_kind_is_not_ambiguous() {
    for constraint in [
        "ArrayAttr",
        "StrAttr",
        "DictionaryAttr",
        "ElementsAttr",
        "TypedAttr",
    ] {
        let text = format!(
            "dialect t {{ summary \"t\" }}\nop \"c\" [] {{\n  arguments (v: {constraint})\n  results (r: AnyType)\n  format \"$v attr-dict `:` type($r)\"\n}}"
        );
        let c = ods_spec::analyze("t.ods", &text);
        assert!(c.model.is_ok(), "{constraint}: {:?}", c.model.err());
    }
    let e = errors(
        "dialect t { summary \"t\" }\nop \"c\" [] {\n  arguments (v: AnyAttr)\n  results (r: AnyType)\n  format \"$v attr-dict `:` type($r)\"\n}",
    );
    assert!(
        e.starts_with("t.ods:5:24: error: format ambiguity caused by `:` literal found after attribute `v` which does not have a buildable type"),
        "{e}"
    );
}
