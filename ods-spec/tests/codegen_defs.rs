//! Code generation of dialect types and attributes: the generated Rust of a small `.ods` file
//! (built by the parser) against golden files in `tests/golden/`, one per definition shape.
//! `ODS_BLESS=1 cargo test -p ods-spec --test codegen_defs` rewrites the goldens.

mod support;

use support::check;

#[test]
fn default_format_type_with_verifier() {
    check(
        "def_pair",
        r#"dialect tt {}
/// A rank and an element type.
type_def PairType "pair" {
  summary "a rank and an element type"
  parameters (rank: u32, elem: Type)
  has_verifier
}
"#,
    );
}

#[test]
fn struct_optional_group_and_custom_directive() {
    check(
        "def_formats",
        r#"dialect tt {}
type_def RecType "rec" {
  parameters (a: i32, b: Optional<i64>, s: DefaultValued<u32, [{ 1 }]>)
  format "`<` struct($a, $b) (`scale` $s^)? `>`"
}
type_def CustType "cust" {
  parameters (n: i32, m: i32)
  format "`<` $n `:` custom<Twice>($m, ref($n)) `>`"
}
"#,
    );
}

#[test]
fn typed_attribute_interface_and_mutable_type() {
    check(
        "def_attr_iface_mutable",
        r#"dialect tt {}
attr_interface Named {
  method [{ fn label(&self, ctx: &::ods_runtime::Context) -> String }]
}
attr_def SpaceAttr "space" [Named] {
  parameters (name: String, ty: SelfType)
}
type_def IdentType "ident" {
  parameters (name: String)
  mutable (body: Array<Type>)
  custom_assembly
}
"#,
    );
}

#[test]
fn params_with_defaults_keyword_names_and_type_builder() {
    check(
        "def_params_defaults",
        r#"dialect tt {}
type_def LeafType "leaf" {
  parameters (n: i32)
}
type_def OptsType "opts" {
  parameters (
    a: DefaultValued<i32, [{ 10 }]>,
    b: Optional<i32>,
    type: DefaultValued<Type, [{ $_ctx.common.i32 }]>,
  )
}
type_def WrapType "wrap" {
  parameters (leaf: LeafType, other: LeafType)
  format "`<` qualified($leaf) `,` $other `>`"
}
attr_def BuiltAttr "built" {
  parameters (value: Attribute, ty: DefaultValued<SelfType, [{ ::ods_runtime::ods::verify::attr_type($_ctx, *$value).unwrap_or($_ctx.common.none) }]>)
  format "`<` $value `>`"
}
"#,
    );
}
