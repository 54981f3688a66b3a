//! The attribute-macro front end (`#[ods_macros::dialect]`) builds the same model and
//! generates the same code as the `.ods` front end: the kitchen-sink dialect declared with the
//! macro (`tests/src/kitchen/attr.rs`) expands to exactly the code generated from
//! `tests/ods/kitchen.ods`. Also: the translation of a small module, and mistakes located at
//! their Rust tokens.

use std::path::PathBuf;
use std::str::FromStr;

use proc_macro2::TokenStream;
use quote::ToTokens;

fn repo(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(rel)
}

/// The `#[...dialect(...)]` module of a Rust source file, as the macro receives it: the
/// attribute's arguments, the module without that attribute, and the number of the module's
/// own items.
fn dialect_module(source: &str) -> (TokenStream, TokenStream, usize) {
    let file = syn::parse_file(source).unwrap();
    for item in file.items {
        let syn::Item::Mod(mut m) = item else {
            continue;
        };
        let Some(pos) = m.attrs.iter().position(|a| {
            a.path()
                .segments
                .last()
                .is_some_and(|s| s.ident == "dialect")
        }) else {
            continue;
        };
        let attr = m.attrs.remove(pos);
        let args = match attr.meta {
            syn::Meta::List(l) => l.tokens,
            _ => TokenStream::new(),
        };
        let own = m
            .content
            .as_ref()
            .map(|(_, items)| items.iter().filter(|i| !is_op_or_ods(i)).count())
            .unwrap_or(0);
        return (args, m.into_token_stream(), own);
    }
    panic!("no #[dialect] module");
}

fn is_op_or_ods(item: &syn::Item) -> bool {
    match item {
        syn::Item::Struct(s) => s
            .attrs
            .iter()
            .any(|a| a.path().is_ident("op") || a.path().is_ident("pass")),
        syn::Item::Macro(m) => m.mac.path.is_ident("ods"),
        _ => false,
    }
}

fn kitchen_ods_output() -> String {
    let path = repo("tests/ods/kitchen.ods");
    let text = std::fs::read_to_string(&path).unwrap();
    ods_spec::generate_rust_file(&path.to_string_lossy(), &text).unwrap()
}

fn kitchen_attr_module() -> (TokenStream, TokenStream, usize) {
    let source = std::fs::read_to_string(repo("tests/src/kitchen/attr.rs")).unwrap();
    dialect_module(&source)
}

#[test]
fn kitchen_declared_with_the_macro_generates_the_code_of_kitchen_ods() {
    let (attr, item, _) = kitchen_attr_module();
    let model = match ods_spec::attr_macro::model(attr, item) {
        Ok(m) => m,
        Err(e) => panic!("{:?}", e.iter().map(|e| e.to_string()).collect::<Vec<_>>()),
    };
    let generated = ods_spec::codegen::generate_formatted(&model).unwrap();
    assert_eq!(generated, kitchen_ods_output());
}

#[test]
fn the_expansion_is_the_module_s_own_items_then_the_generated_code() {
    let (attr, item, own) = kitchen_attr_module();
    let expanded = ods_spec::attr_macro::expand(attr, item);
    let module: syn::ItemMod = syn::parse2(expanded).unwrap();
    assert_eq!(module.ident, "by_attr");
    let items = module.content.unwrap().1;
    // the module's own items (here `include!("hooks.rs")`) stay first, as written
    assert_eq!(own, 1);
    assert!(matches!(&items[0], syn::Item::Macro(m) if m.mac.path.is_ident("include")));
    let generated: TokenStream = items[own..].iter().map(|i| i.to_token_stream()).collect();
    let formatted = ods_spec::codegen::format_tokens(generated).unwrap();
    assert_eq!(formatted, kitchen_ods_output());
}

fn translate(source: &str) -> Result<String, Vec<String>> {
    let (attr, item, _) = dialect_module(source);
    ods_spec::attr_macro::to_ods(attr, item)
        .map_err(|e| e.into_iter().map(|e| e.to_string()).collect())
}

#[test]
fn translation_of_a_small_module() {
    let text = translate(
        r##"
#[dialect(summary = "toy ops", dependent_dialects = [crate::func::register])]
/// The toy dialect.
mod toy {
    ods!(r#"enum Kind : i32 { a = 0 attr KindAttr }"#);

    /// Adds.
    #[op("add", traits = [Pure, AllTypesMatch<["lhs", "result"]>], format = "$lhs `,` $rhs attr-dict `:` type($result)",
         has_verifier, builder = fn with(x: i64) { let _ = x; }, interfaces = [InferTypeOpInterface])]
    pub struct AddOp {
        /// left
        #[operand] lhs: TensorOf<(F32, F64)>,
        #[operand] rhs: Variadic<AnyType>,
        #[attr] r#kind: DefaultValuedAttr<KindAttr, { Kind::A }>,
        #[prop] n: ConfinedProp<I64Prop, [IntMinValue<-1>]>,
        #[result] result: AnyType,
        #[region] body: SizedRegion<1>,
        #[successor] dest: AnySuccessor,
    }

    pub fn kept() {}
}
"##,
    )
    .unwrap();
    assert_eq!(
        text,
        r#"/// The toy dialect.
dialect toy {
  summary "toy ops"
  dependent_dialects [crate::func::register]
}

enum Kind : i32 { a = 0 attr KindAttr }

/// Adds.
op AddOp "add" [Pure, AllTypesMatch<["lhs", "result"]>, InferTypeOpInterface] {
  arguments (
    /// left
    lhs: TensorOf<[F32, F64]>,
    rhs: Variadic<AnyType>,
    kind: DefaultValuedAttr<KindAttr, [{ Kind::A }]>,
    n: ConfinedProp<I64Prop, [IntMinValue<-1>]>,
  )
  results (
    result: AnyType,
  )
  regions (
    body: SizedRegion<1>,
  )
  successors (
    dest: AnySuccessor,
  )
  format "$lhs `,` $rhs attr-dict `:` type($result)"
  has_verifier

  builder with [{ x: i64 }] [{ let _ = x; }]
}
"#
    );
}

#[test]
fn syntax_mistakes_are_errors_not_panics() {
    let cases = [
        (
            "#[dialect] mod d { #[op(\"a\")] struct A { x: I32 } }",
            "mark field `x` with its role",
        ),
        (
            "#[dialect] mod d { #[op(\"a\")] struct A { #[operand(I32)] x: I32 } }",
            "`#[operand]` takes no arguments",
        ),
        (
            "#[dialect] mod d { #[op(\"a\", has_verifer)] struct A; }",
            "unknown argument `has_verifer`; did you mean `has_verifier`?",
        ),
        (
            "#[dialect] mod d { #[op(add)] struct A; }",
            "expected the op's mnemonic as a string",
        ),
        (
            "#[dialect] mod d { #[op(\"a\", summary = 3)] struct A; }",
            "expected a string, like `summary = \"...\"`",
        ),
        (
            "#[dialect] mod d { #[op(\"a\")] struct A(I32); }",
            "op fields need names",
        ),
        ("#[dialect] mod d { ods!(x); }", "`ods!` takes `.ods` items"),
        (
            "#[dialect(nme = \"x\")] mod d {}",
            "unknown argument `nme`; did you mean `name`?",
        ),
    ];
    for (src, want) in cases {
        let errors = translate(src).unwrap_err();
        assert!(errors.iter().any(|e| e.contains(want)), "{src}: {errors:?}");
    }
}

#[test]
fn pipeline_mistakes_come_back_as_errors() {
    let model = |src: &str| {
        let (attr, item, _) = dialect_module(src);
        ods_spec::attr_macro::model(attr, item)
            .map(|_| ())
            .map_err(|e| e.into_iter().map(|e| e.to_string()).collect::<Vec<_>>())
    };
    let e = model("#[dialect] mod d { #[op(\"a\")] struct A { #[operand] x: I33 } }").unwrap_err();
    assert_eq!(e, ["unknown constraint `I33`; did you mean `I32`?"]);
    let e = model(
        "#[dialect] mod d { #[op(\"a\", format = \"$y attr-dict\")] struct A { #[operand] x: I32 } }",
    )
    .unwrap_err();
    assert_eq!(e.len(), 1);
    assert!(e[0].contains("\n$y attr-dict\n^"), "{e:?}");
    let e =
        model("#[dialect] mod d { #[op(\"a\")] struct A { #[operand] x: I64Attr } }").unwrap_err();
    assert_eq!(
        e,
        ["field `x` is marked `#[operand]`, but `I64Attr` is an attribute constraint: mark it `#[attr]`"]
    );
    let e =
        model("#[dialect] mod d { #[op(\"a\")] struct A; #[op(\"a\")] struct B; }").unwrap_err();
    assert_eq!(
        e,
        [
            "duplicate op `d.a`: rename one of them",
            "note: first defined here"
        ]
    );
    assert!(model("#[dialect] mod d { #[op(\"a\")] struct A { #[operand] x: I32 } }").is_ok());
}

#[test]
fn expansion_with_mistakes_keeps_the_module_and_adds_stand_ins() {
    let (attr, item, _) = dialect_module(
        "#[dialect] mod d { #[op(\"a\")] struct A { #[operand] x: I33 } fn f() {} }",
    );
    let out = ods_spec::attr_macro::expand(attr, item).to_string();
    let out = TokenStream::from_str(&out).unwrap().to_string();
    assert!(out.contains("compile_error"), "{out}");
    assert!(out.contains("fn f ()"), "{out}");
    assert!(
        out.contains("pub struct A (pub :: ods_runtime :: Op)"),
        "{out}"
    );
    assert!(out.contains("pub struct DDialect"), "{out}");
}

/// The token trees of `ts` in depth-first order, rebuilt with the `n`th one removed
/// (`dup == false`) or doubled (`dup == true`).
fn mutate(ts: TokenStream, n: &mut i64, dup: bool) -> TokenStream {
    let mut out = TokenStream::new();
    for t in ts {
        *n -= 1;
        if *n == -1 {
            if dup {
                out.extend([t.clone(), t]);
            }
            continue;
        }
        match t {
            proc_macro2::TokenTree::Group(g) => {
                let inner = mutate(g.stream(), n, dup);
                let mut ng = proc_macro2::Group::new(g.delimiter(), inner);
                ng.set_span(g.span());
                out.extend([proc_macro2::TokenTree::Group(ng)]);
            }
            other => out.extend([other]),
        }
    }
    out
}

fn count(ts: TokenStream) -> i64 {
    ts.into_iter()
        .map(|t| match t {
            proc_macro2::TokenTree::Group(g) => 1 + count(g.stream()),
            _ => 1,
        })
        .sum()
}

/// Every module obtained by deleting or doubling one token of a small dialect (and of its
/// attribute) expands without panicking.
#[test]
fn no_panic_on_any_one_token_mutation() {
    let (attr, item, _) = dialect_module(
        r##"
#[dialect(summary = "s", discardable = [/// d
 flag: UnitAttr], dependent_dialects = [a::b])]
/// The toy dialect.
mod toy {
    ods!(r#"enum Kind : i32 { a = 0 attr KindAttr }"#);
    /// Adds.
    #[op("add", traits = [Pure, AllTypesMatch<["lhs", "result"]>, PredOpTrait<"p", and({ true }, not(Foo))>],
         format = "$lhs `,` $rhs attr-dict `:` type($result)", summary = "x",
         has_verifier, /// b
         builder = fn with(x: i64) { let _ = x; }, extra = { fn f() {} })]
    pub struct AddOp {
        /// left
        #[operand] lhs: TensorOf<(F32, F64)>,
        #[operand] rhs: Variadic<AnyType>,
        #[attr] r#kind: DefaultValuedAttr<KindAttr, { Kind::A }>,
        #[prop] n: ConfinedProp<I64Prop, [IntMinValue<-1>]>,
        #[attr] m: ods!(IntIsOneOf<[1, 2]>),
        #[result] result: AnyType,
        #[region] body: SizedRegion<1>,
        #[successor] dest: AnySuccessor,
    }
    /// A pass.
    #[pass("p", on = "toy.f", summary = "s", statistics = [n("n", "N")], dependent_dialects = [arith])]
    pub struct P {
        /// depth
        #[option("depth", "D", default = -1)] depth: i64,
        #[list_option("names", "N")] names: Vec<String>,
        #[option("mode", "M", default = a)] mode: Kind,
    }
    pub fn kept() {}
}
"##,
    );
    let mut panics = Vec::new();
    for (which, total) in [(0, count(attr.clone())), (1, count(item.clone()))] {
        for k in 0..total {
            for dup in [false, true] {
                let (mut a, mut i) = (attr.clone(), item.clone());
                let mut n = k;
                if which == 0 {
                    a = mutate(a, &mut n, dup);
                } else {
                    i = mutate(i, &mut n, dup);
                }
                let text = format!("{a} / {i}");
                if std::panic::catch_unwind(|| ods_spec::attr_macro::expand(a, i)).is_err() {
                    panics.push(text);
                }
            }
        }
    }
    assert!(panics.is_empty(), "{panics:#?}");
}

const DEFS_MODULE: &str = r##"
#[dialect]
mod tt {
    ods!(r#"type_interface ShapedLike { method [{ fn rank(&self, ctx: &Context) -> u32 }] }"#);

    /// A shape with a rank.
    #[type_def("shape", traits = [ShapedLike], summary = "a shape",
               format = "`<` $rank `,` $elem (`,` $name^)? `>`", has_verifier)]
    pub struct ShapeType {
        /// the number of dimensions
        rank: u32,
        elem: Type,
        name: Optional<String>,
    }

    /// An identified struct.
    #[type_def("struct", custom_assembly)]
    pub struct StructType {
        name: String,
        #[mutable]
        body: Array<Type>,
    }

    /// A typed attribute.
    #[attr_def("space", skip_default_builders)]
    pub struct SpaceAttr {
        index: DefaultValued<u32, { 0 }>,
        ty: SelfType,
    }
}
"##;

#[test]
fn translation_of_type_and_attribute_structs() {
    let text = translate(DEFS_MODULE).unwrap();
    assert_eq!(
        text,
        r#"dialect tt {
}

type_interface ShapedLike { method [{ fn rank(&self, ctx: &Context) -> u32 }] }

/// A shape with a rank.
type_def ShapeType "shape" [ShapedLike] {
  parameters (
    /// the number of dimensions
    rank: u32,
    elem: Type,
    name: Optional<String>,
  )
  summary "a shape"
  format "`<` $rank `,` $elem (`,` $name^)? `>`"
  has_verifier
}

/// An identified struct.
type_def StructType "struct" [] {
  parameters (
    name: String,
  )
  mutable (
    body: Array<Type>,
  )
  custom_assembly
}

/// A typed attribute.
attr_def SpaceAttr "space" [] {
  parameters (
    index: DefaultValued<u32, [{ 0 }]>,
    ty: SelfType,
  )
  skip_default_builders
}
"#
    );
    // the front end accepts it and builds the same model as the `.ods` text would
    let (attr, item, _) = dialect_module(DEFS_MODULE);
    let model = ods_spec::attr_macro::model(attr, item).map_err(|e| e[0].to_string());
    let model = model.unwrap();
    let names: Vec<&str> = model.defs().map(|d| d.rust_name.as_str()).collect();
    assert_eq!(names, ["ShapeType", "StructType", "SpaceAttr"]);
}

#[test]
fn mistakes_in_type_and_attribute_structs_are_located() {
    let errors = |src: &str| translate(src).unwrap_err();
    assert_eq!(
        errors("#[dialect] mod t { #[type_def] pub struct A { x: u32 } }"),
        ["`#[type_def]` needs the mnemonic: `#[type_def(\"shape\")]`"]
    );
    assert_eq!(
        errors("#[dialect] mod t { #[attr_def(\"a\")] pub struct A(u32); }"),
        ["parameters need names: `struct ShapeType { rank: u32 }`"]
    );
    assert_eq!(
        errors("#[dialect] mod t { #[type_def(\"a\", color)] pub struct A { x: u32 } }"),
        ["unknown argument `color`; use `traits`, `interfaces`, `summary`, `description`, `format`, `builder`, `extra`, `custom_assembly`, `has_verifier`, `skip_default_builders`"]
    );
    assert_eq!(
        errors("#[dialect] mod t { #[type_def(\"a\")] pub struct A { #[operand] x: u32 } }"),
        ["a parameter takes only doc comments and `#[mutable]` (for the mutable part)"]
    );
    // a mistake found by the `.ods` pipeline comes back at the Rust token
    let (attr, item, _) =
        dialect_module("#[dialect] mod t { #[type_def(\"a\")] pub struct A { x: u33 } }");
    let e = ods_spec::attr_macro::model(attr, item).err().unwrap();
    assert_eq!(
        e[0].to_string(),
        "unknown parameter kind `u33`; did you mean `u32`?"
    );
}

/// `tests/ods/test_passes.ods`, declared with the macro: the enum in `ods!`, each pass a
/// `#[pass]` struct whose fields are its options.
const TEST_PASSES_ATTR: &str = r##"
#[dialect(summary = "declarative pass test dialect")]
/// Test passes declared in `.ods`.
mod tp {
    ods!(r#"
/// What `test-tag` does to each op it visits.
enum TagMode : i32 {
  summary "tagging mode"
  /// Sets the tag attribute.
  tag = 0
  /// Only counts the ops.
  count = 1
  /// Fails on the first op it visits.
  fail = 2
}
"#);

    /// Tags every op nested in the op it runs on (not that op itself) with a unit attribute, in
    /// pre-order, skipping the ops named by `exclude`.
    #[pass("test-tag", summary = "Tag nested ops with a unit attribute",
           description = "The ops are visited in pre-order; `limit` bounds how many are tagged (a negative limit\ntags them all).",
           statistics = [num_tagged("num-tagged", "Number of ops tagged"),
                         num_skipped("num-skipped", "Number of ops skipped")],
           dependent_dialects = [builtin])]
    pub struct TestTag {
        #[option("tag", "The name of the attribute to set", default = "tagged")]
        tag: String,
        #[option("limit", "The most ops to tag (negative: no limit)", default = -1)]
        limit: i64,
        #[option("mode", "What to do with each op", default = tag)]
        mode: TagMode,
        #[option("width", "Unused; a uint option", default = 3)]
        width: u32,
        #[option("verbose", "Unused; a boolean option", default = false)]
        verbose: bool,
        #[option("ratio", "Unused; a floating-point option", default = 0.5)]
        ratio: f64,
        /// The ops of these names are skipped (neither tagged nor counted as tagged).
        #[list_option("exclude", "Op names to skip")]
        exclude: Vec<String>,
        #[option("label", "Unused; a string option without a default")]
        label: String,
    }

    /// Counts the functions it runs on; has no options.
    #[pass("test-count-funcs", on = "func.func", summary = "Count functions",
           statistics = [num_funcs("num-funcs", "Number of functions seen")])]
    pub struct TestCountFuncs;
}
"##;

#[test]
fn passes_declared_with_the_macro_generate_the_code_of_test_passes_ods() {
    let (attr, item, _) = dialect_module(TEST_PASSES_ATTR);
    let model = ods_spec::attr_macro::model(attr, item)
        .unwrap_or_else(|e| panic!("{:?}", e.iter().map(|e| e.to_string()).collect::<Vec<_>>()));
    let from_attr =
        ods_spec::codegen::format_tokens(ods_spec::codegen::generate(&model).unwrap()).unwrap();
    let path = repo("tests/ods/test_passes.ods");
    let text = std::fs::read_to_string(&path).unwrap();
    let from_ods = ods_spec::generate_rust_file("test_passes.ods", &text).unwrap();
    assert_eq!(from_attr, from_ods);
}

#[test]
fn translation_of_a_pass() {
    let text = translate(
        r##"
#[dialect]
mod t {
    /// Doc.
    #[pass("t-p", on = "t.f", summary = "S", statistics = [n("n-x", "N")], dependent_dialects = [arith])]
    pub struct P {
        /// depth doc
        #[option("depth", "D", default = -0x10)]
        depth: i64,
        #[list_option("names", "Names")]
        names: Vec<String>,
        #[option("mode", "M", default = fast)]
        mode: crate::Mode,
    }
}
"##,
    )
    .unwrap();
    assert_eq!(
        text,
        r#"dialect t {
}

/// Doc.
pass P "t-p" on "t.f" {
  summary "S"
  statistic n "n-x" "N"
  dependent_dialects [arith]
  /// depth doc
  option depth: i64 = -16 "depth" "D"
  list_option names: String "names" "Names"
  option mode: Mode = fast "mode" "M"
}
"#
    );
}

#[test]
fn pass_mistakes_point_at_their_tokens() {
    for (source, expected) in [
        (
            "#[dialect] mod t { #[pass(\"p\")] struct P { depth: i64 } }",
            "mark field `depth` as an option: `#[option(\"name\", \"description\")]` or `#[list_option(\"name\", \"description\")]`",
        ),
        (
            "#[dialect] mod t { #[pass(\"p\")] struct P { #[list_option(\"n\", \"N\")] n: String } }",
            "expected a list option's type, `Vec<T>` with `T` one of `bool`, `i32`, `i64`, `u32`, `u64`, `f64`, `String` or an enum of the dialect",
        ),
        (
            "#[dialect] mod t { #[pass(\"p\")] struct P { #[option(\"n\", \"N\", default = 3i64)] n: i64 } }",
            "remove the suffix: a default is written without one",
        ),
        (
            "#[dialect] mod t { #[pass(\"p\")] struct P { #[option(\"n\", \"N\", default = 3)] n: i46 } }",
            "unknown type `i46` of option `n` of pass `P`; did you mean `i64`?",
        ),
        (
            "#[dialect] mod t { #[pass(\"p\", statistics = [n(\"a\", \"A\"), n(\"b\", \"B\")])] struct P; }",
            "duplicate statistic `n` in pass `P`: rename one of them",
        ),
        (
            "#[dialect] mod t { #[pass(\"p\", sumary = \"S\")] struct P; }",
            "unknown argument `sumary`; did you mean `summary`?",
        ),
    ] {
        let (attr, item, _) = dialect_module(source);
        let errors: Vec<String> = match ods_spec::attr_macro::model(attr, item) {
            Ok(_) => panic!("accepted: {source}"),
            Err(e) => e.into_iter().map(|e| e.to_string()).collect(),
        };
        assert_eq!(errors[0], expected, "{source}");
    }
}
