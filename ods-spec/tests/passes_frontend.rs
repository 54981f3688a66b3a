//! Integration tests of the front end of declarative passes (`pass` items): one test per rule
//! asserts the exact rendered diagnostic (as `frontend.rs` does for ops), and a file using every
//! construct of a pass is checked field by field, down to its generated code and docs.

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

#[test]
fn rule_bad_anchor() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" on "func" {
}
"#
        ),
        r#"t.ods:2:15: error: the anchor "func" of pass `P` is not an op name: write it as "dialect.op", like "func.func", or leave `on` out to run on any op
pass P "p" on "func" {
              ^
"#
    );
}

#[test]
fn rule_bad_argument() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "my pass" {
}
"#
        ),
        r#"t.ods:2:8: error: pass argument "my pass" of pass `P` cannot be written in a pipeline: use letters, digits, `-` and `_`, like "toy-shape-inference"
pass P "my pass" {
       ^
"#
    );
}

#[test]
fn rule_bad_default() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  option depth: i64 = "ten" "depth" "How deep"
}
"#
        ),
        r#"t.ods:3:23: error: the default of option `depth` of pass `P` must be an integer (its type is `i64`), found the string "ten"
  option depth: i64 = "ten" "depth" "How deep"
                      ^
"#
    );
}

#[test]
fn rule_bad_option_name() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  option depth: i64 "max depth" "How deep"
}
"#
        ),
        r#"t.ods:3:21: error: option name "max depth" of pass `P` cannot be written in a pipeline: use letters, digits, `-` and `_`, like "max-depth"
  option depth: i64 "max depth" "How deep"
                    ^
"#
    );
}

#[test]
fn rule_bit_enum_option() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
bit_enum Flags : i32 {
  a = 1
  b = 2
}
pass P "p" {
  option flags: Flags = a "flags" "Which flags"
}
"#
        ),
        r#"t.ods:7:17: error: option `flags` of pass `P` has the bit enum type `Flags`: an option holds one case, so its type must be an `enum`, not a `bit_enum`
  option flags: Flags = a "flags" "Which flags"
                ^
"#
    );
}

#[test]
fn rule_default_out_of_range() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  option width: u32 = -1 "width" "How wide"
}
"#
        ),
        r#"t.ods:3:23: error: the default `-1` of option `width` of pass `P` is out of range for `u32` (0 to 4294967295)
  option width: u32 = -1 "width" "How wide"
                      ^
"#
    );
}

#[test]
fn rule_dependent_dialect_path() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  dependent_dialects [crate::arith]
}
"#
        ),
        r#"t.ods:3:23: error: dependent dialect `crate::arith` of pass `P` is a path: name the dialect by its namespace, like `arith`
  dependent_dialects [crate::arith]
                      ^
"#
    );
}

#[test]
fn rule_duplicate_argument() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
}
pass Q "p" {
}
"#
        ),
        r#"t.ods:4:8: error: duplicate pass argument "p": two passes cannot share one pipeline name; rename one of them
pass Q "p" {
       ^
t.ods:2:8: note: first used here
pass P "p" {
       ^
"#
    );
}

#[test]
fn rule_duplicate_name() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
}
pass P "q" {
}
"#
        ),
        r#"t.ods:4:6: error: duplicate pass `P`: rename one of them
pass P "q" {
     ^
t.ods:2:6: note: first defined here
pass P "p" {
     ^
"#
    );
}

#[test]
fn rule_duplicate_option_name() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  option depth: i64 "depth" "How deep"
  option max_depth: u32 "depth" "How deep at most"
}
"#
        ),
        r#"t.ods:4:25: error: duplicate option name "depth" in pass `P`: rename one of them
  option max_depth: u32 "depth" "How deep at most"
                        ^
t.ods:3:21: note: first defined here
  option depth: i64 "depth" "How deep"
                    ^
"#
    );
}

#[test]
fn rule_duplicate_option() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  option depth: i64 "depth" "How deep"
  option depth: u32 "max-depth" "How deep at most"
}
"#
        ),
        r#"t.ods:4:10: error: duplicate option `depth` in pass `P`: rename one of them
  option depth: u32 "max-depth" "How deep at most"
         ^
t.ods:3:10: note: first defined here
  option depth: i64 "depth" "How deep"
         ^
"#
    );
}

#[test]
fn rule_duplicate_statistic_name() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  statistic num_ops "num-ops" "Ops seen"
  statistic num_visited "num-ops" "Ops visited"
}
"#
        ),
        r#"t.ods:4:25: error: duplicate statistic name "num-ops" in pass `P`: rename one of them
  statistic num_visited "num-ops" "Ops visited"
                        ^
t.ods:3:21: note: first defined here
  statistic num_ops "num-ops" "Ops seen"
                    ^
"#
    );
}

#[test]
fn rule_duplicate_statistic() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  statistic num_ops "num-ops" "Ops seen"
  statistic num_ops "num-ops-visited" "Ops visited"
}
"#
        ),
        r#"t.ods:4:13: error: duplicate statistic `num_ops` in pass `P`: rename one of them
  statistic num_ops "num-ops-visited" "Ops visited"
            ^
t.ods:3:13: note: first defined here
  statistic num_ops "num-ops" "Ops seen"
            ^
"#
    );
}

#[test]
fn rule_enum_option_without_default() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
enum Mode : i32 {
  fast = 0
  careful = 1
}
pass P "p" {
  option mode: Mode "mode" "How to run"
}
"#
        ),
        r#"t.ods:7:10: error: option `mode` of pass `P` has enum type `Mode` and needs a default case, like `= fast`
  option mode: Mode "mode" "How to run"
         ^
"#
    );
}

#[test]
fn rule_list_option_default() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  list_option names: String = "a" "names" "Names to skip"
}
"#
        ),
        r#"t.ods:3:31: error: list option `names` of pass `P` has no default: remove `= "a"` (a list starts empty)
  list_option names: String = "a" "names" "Names to skip"
                              ^
"#
    );
}

#[test]
fn rule_rust_keyword_name() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass fn "p" {
}
"#
        ),
        r#"t.ods:2:6: error: pass name `fn` is a Rust keyword: choose another name
pass fn "p" {
     ^
"#
    );
}

#[test]
fn rule_unknown_enum_default() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
enum Mode : i32 {
  fast = 0
  careful = 1
}
pass P "p" {
  option mode: Mode = carefull "mode" "How to run"
}
"#
        ),
        r#"t.ods:7:23: error: the default `carefull` of option `mode` of pass `P` is not a case of enum `Mode`; did you mean `careful`?
  option mode: Mode = carefull "mode" "How to run"
                      ^
"#
    );
}

#[test]
fn rule_unknown_field() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  opton depth: i64 "depth" "How deep"
}
"#
        ),
        r#"t.ods:3:3: error: expected a pass field such as `summary`, `description`, `option`, `list_option`, `statistic` or `dependent_dialects`, or `}`, found `opton`
  opton depth: i64 "depth" "How deep"
  ^
"#
    );
}

#[test]
fn rule_unknown_option_type() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  option depth: i46 = 3 "depth" "How deep"
}
"#
        ),
        r#"t.ods:3:17: error: unknown type `i46` of option `depth` of pass `P`; did you mean `i64`?
  option depth: i46 = 3 "depth" "How deep"
                ^
"#
    );
}

#[test]
fn rule_unknown_option_type_no_suggestion() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  option depth: Frobnicator "depth" "How deep"
}
"#
        ),
        r#"t.ods:3:17: error: unknown type `Frobnicator` of option `depth` of pass `P`; the option types are `bool`, `i32`, `i64`, `u32`, `u64`, `f64`, `String` and the `enum`s of this file
  option depth: Frobnicator "depth" "How deep"
                ^
"#
    );
}

#[test]
fn rule_bool_default_not_bool() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  option fast: bool = 1 "fast" "Go fast"
}
"#
        ),
        r#"t.ods:3:23: error: the default of option `fast` of pass `P` must be `true` or `false` (its type is `bool`), found the integer `1`
  option fast: bool = 1 "fast" "Go fast"
                      ^
"#
    );
}

#[test]
fn rule_enum_default_not_a_name() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
enum Mode : i32 {
  fast = 0
}
pass P "p" {
  option mode: Mode = 0 "mode" "How to run"
}
"#
        ),
        r#"t.ods:6:23: error: the default of option `mode` of pass `P` must be a case of the enum, written as its keyword (its type is `Mode`), found the integer `0`
  option mode: Mode = 0 "mode" "How to run"
                      ^
"#
    );
}

#[test]
fn rule_unknown_enum_default_no_suggestion() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
enum Mode : i32 {
  fast = 0
  careful = 1
}
pass P "p" {
  option mode: Mode = reckless "mode" "How to run"
}
"#
        ),
        r#"t.ods:7:23: error: the default `reckless` of option `mode` of pass `P` is not a case of enum `Mode`; its cases are `fast`, `careful`
  option mode: Mode = reckless "mode" "How to run"
                      ^
"#
    );
}

#[test]
fn rule_field_given_twice() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
pass P "p" {
  summary "a"
  summary "b"
}
"#
        ),
        r#"t.ods:4:3: error: field `summary` is given twice in pass `P`; remove one
  summary "b"
  ^
t.ods:3:3: note: first given here
  summary "a"
  ^
"#
    );
}

#[test]
fn rule_pass_name_of_an_op() {
    assert_eq!(
        errors(
            r#"dialect t { summary "ui test dialect" }
op AddOp "add" {}
pass AddOp "add-pass" {
}
"#
        ),
        r#"t.ods:3:6: error: duplicate Rust name `AddOp`: a pass needs a name no other item of the dialect uses; rename one of them
pass AddOp "add-pass" {
     ^
t.ods:2:4: note: also used here
op AddOp "add" {}
   ^
"#
    );
}

#[test]
fn rule_statistics_with_one_constant() {
    assert_eq!(
        errors(
            r#"dialect t {}
pass P "p" {
  statistic numOps "a" "A"
  statistic num_ops "b" "B"
}
"#
        ),
        r#"t.ods:4:13: error: duplicate statistic `num_ops` in pass `P`: rename one of them
  statistic num_ops "b" "B"
            ^
t.ods:3:13: note: first defined here
  statistic numOps "a" "A"
            ^
"#
    );
}

#[test]
fn rule_option_field_not_an_identifier() {
    assert_eq!(
        errors(
            r#"dialect t {}
pass P "p" {
  option _: i64 "a" "A"
}
"#
        ),
        r#"t.ods:3:10: error: `_` cannot name a Rust field (`` is not an identifier): rename it
  option _: i64 "a" "A"
         ^
"#
    );
}

#[test]
fn rule_statistic_constant_not_an_identifier() {
    assert_eq!(
        errors(
            r#"dialect t {}
pass P "p" {
  statistic _ "s" "S"
}
"#
        ),
        r#"t.ods:3:13: error: `_` cannot name a Rust constant (`` is not an identifier): rename it
  statistic _ "s" "S"
            ^
"#
    );
}

#[test]
fn rule_float_default_too_large() {
    assert_eq!(
        errors(
            r#"dialect t {}
pass P "p" {
  option r: f64 = 1e999 "r" "R"
}
"#
        ),
        r#"t.ods:3:19: error: the default `1e999` of option `r` of pass `P` is too large for `f64`
  option r: f64 = 1e999 "r" "R"
                  ^
"#
    );
}

#[test]
fn rule_options_with_one_field() {
    assert_eq!(
        errors(
            r#"dialect t {}
pass P "p" {
  option maxDepth: i64 "a" "A"
  option max_depth: i64 "b" "B"
}
"#
        ),
        r#"t.ods:4:10: error: duplicate option `max_depth` in pass `P`: rename one of them
  option max_depth: i64 "b" "B"
         ^
t.ods:3:10: note: first defined here
  option maxDepth: i64 "a" "A"
         ^
"#
    );
}

const EVERY_CONSTRUCT: &str = r#"dialect t {}
/// How to run.
enum Mode : i32 {
  /// Quickly.
  fast = 0
  careful = 1
}
/// More text.
pass ShapeInference "t-shape-inference" on "t.func" {
  summary "Infer shapes"
  description """
    Walks the body.
  """
  option max_depth: i64 = -10 "max-depth" "How deep to go"
  /// Skipped symbols.
  list_option exclude: String "exclude" "Symbols to skip"
  option mode: Mode = careful "mode" "How to run"
  option ratio: f64 = 2 "ratio" "A ratio"
  option type: bool = true "type" "A keyword field"
  option name: String = "x\"y" "name" "A name"
  option width: u32 "width" "A width"
  option dryRun: bool "dry-run" "A camelCase field"
  statistic num_inferred "num-inferred" "Number of ops inferred"
  dependent_dialects [arith, func]
}
pass Any "t-any" {}
"#;

#[test]
fn every_pass_construct() {
    let m = model(EVERY_CONSTRUCT);
    assert_eq!(m.passes.len(), 2);
    let p = &m.passes[0];
    assert_eq!(p.rust_name, "ShapeInference");
    assert_eq!(p.argument, "t-shape-inference");
    assert_eq!(p.anchor.as_deref(), Some("t.func"));
    assert_eq!(p.docs.summary, "Infer shapes");
    assert_eq!(p.docs.description, "Walks the body.\n\nMore text.");
    assert_eq!(p.dependent_dialects, ["arith", "func"]);
    let options: Vec<(&str, &str, PassOptionType, bool, Option<PassOptionValue>)> = p
        .options
        .iter()
        .map(|o| {
            (
                o.field.as_str(),
                o.name.as_str(),
                o.ty,
                o.list,
                o.default.clone(),
            )
        })
        .collect();
    assert_eq!(
        options,
        [
            (
                "max_depth",
                "max-depth",
                PassOptionType::I64,
                false,
                Some(PassOptionValue::Int(-10))
            ),
            ("exclude", "exclude", PassOptionType::String, true, None),
            (
                "mode",
                "mode",
                PassOptionType::Enum(EnumId(0)),
                false,
                Some(PassOptionValue::Case(1))
            ),
            (
                "ratio",
                "ratio",
                PassOptionType::F64,
                false,
                Some(PassOptionValue::Float("2".into()))
            ),
            (
                "type_",
                "type",
                PassOptionType::Bool,
                false,
                Some(PassOptionValue::Bool(true))
            ),
            (
                "name",
                "name",
                PassOptionType::String,
                false,
                Some(PassOptionValue::Str("x\"y".into()))
            ),
            ("width", "width", PassOptionType::U32, false, None),
            ("dry_run", "dry-run", PassOptionType::Bool, false, None),
        ]
    );
    assert_eq!(p.options[1].doc, "Skipped symbols.");
    assert_eq!(p.statistics[0].field, "num_inferred");
    assert_eq!(p.statistics[0].name, "num-inferred");
    let any = &m.passes[1];
    assert_eq!((any.anchor.clone(), any.options.len()), (None, 0));
}

#[test]
fn pass_docs_like_gen_pass_doc() {
    let md = ods_spec::docgen::generate_markdown(&model(EVERY_CONSTRUCT));
    let passes = &md[md.find("## Passes").expect("a passes section")..];
    assert_eq!(
        passes,
        r#"## Passes

### `-t-any`

Runs on any op (`Any`).

### `-t-shape-inference`

_Infer shapes_

Walks the body.

More text.

Runs on `t.func` ops (`ShapeInference`); may create ops of `arith`, `func`.

#### Options

```
-max-depth : How deep to go
-exclude   : Symbols to skip
-mode      : How to run
-ratio     : A ratio
-type      : A keyword field
-name      : A name
-width     : A width
-dry-run   : A camelCase field
```

#### Statistics

```
num-inferred : Number of ops inferred
```
"#
    );
}

#[test]
fn generated_pass_code() {
    let code = ods_spec::generate_rust_file("t.ods", EVERY_CONSTRUCT).unwrap();
    for expected in [
        "pub struct ShapeInference {",
        "    pub max_depth: i64,",
        "    pub exclude: ::std::vec::Vec<::std::string::String>,",
        "    pub type_: bool,",
        "            max_depth: -10,",
        "            mode: Mode::Careful,",
        "            ratio: 2.0,",
        "            name: ::std::string::String::from(\"x\\\"y\"),",
        "            width: ::core::default::Default::default(),",
        "    pub const NUM_INFERRED: usize = 0;",
        "            anchor: __rt::Some(\"t.func\"),",
        "            \"type\" => parse_option(&mut self.type_, name, value),",
        "impl __rt::pass::options::PassOption for Mode {",
        "#[derive(Clone, Copy, Debug, Default)]\npub struct Any;",
        "    registry.register::<ShapeInference>();\n    registry.register::<Any>();",
    ] {
        assert!(code.contains(expected), "missing {expected:?} in\n{code}");
    }
}

/// Every text obtained by deleting or doubling one token (a run of letters, digits and `_`,
/// or one other character) of a file of passes goes through the pipeline (and generation,
/// when it checks) without panicking.
#[test]
fn no_panic_on_any_one_token_mutation() {
    let text = r#"dialect t {}
enum Mode : i32 { fast = 0 }
pass P "t-p" on "t.f" {
  option d: i64 = -10 "d" "D"
  list_option x: String "x" "X"
  option m: Mode = fast "m" "M"
  option r: f64 = 2.5 "r" "R"
  statistic n "n" "N"
  dependent_dialects [a]
}
"#;
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut tokens: Vec<(usize, usize)> = Vec::new();
    for (i, c) in text.char_indices() {
        if c.is_whitespace() {
            continue;
        }
        match tokens.last_mut() {
            Some((_, end)) if *end == i && word(c) && text[..i].ends_with(word) => *end = i + 1,
            _ => tokens.push((i, i + c.len_utf8())),
        }
    }
    let mut panics = Vec::new();
    for &(start, end) in &tokens {
        for dup in [false, true] {
            let middle = if dup { &text[start..end] } else { "" };
            let t = format!("{}{middle}{}", &text[..end], &text[end..]);
            let t = if dup {
                t
            } else {
                format!("{}{}", &text[..start], &text[end..])
            };
            let r = std::panic::catch_unwind(|| {
                let _ = ods_spec::generate_rust("t.ods", &t);
            });
            if r.is_err() {
                panics.push(format!(
                    "{} `{}` at {start}",
                    if dup { "doubling" } else { "deleting" },
                    &text[start..end]
                ));
            }
        }
    }
    assert!(tokens.len() > 60, "{} tokens", tokens.len());
    assert!(panics.is_empty(), "panics: {panics:?}");
}
