//! Declarative passes end to end: the passes of `tests/ods/test_passes.ods` (bodies in
//! `tests/src/test_passes.rs`) are registered through their generated `register_passes`,
//! looked up in a `PassRegistry`, configured from pipeline text through the generated
//! `set_option` (with mlir-opt's messages for bad values), printed back through the generated
//! `print_options`, and run on parsed IR, directly and through the `ods-opt` driver (as a flag
//! of their own and in `--pass-pipeline`, with mlir-opt's messages for option errors), and
//! inside the pipelines `inline` runs itself (`default-pipeline`, `op-pipelines`: built from
//! the tool's registry, with their IR dumps, timing and nested errors as mlir-opt has them for
//! its own passes); outputs are compared exactly (the expected IR is what mlir-opt 22 prints
//! for the same module).

use ods_runtime::ir::OperationState;
use ods_runtime::pass::{OptionError, Pass, PassFailure, PassRegistry, PassState};
use ods_runtime::text::printer::PrintFlags;
use ods_runtime::tool::driver::{self, Options};
use ods_runtime::{print_to_string, Context, Op};
use ods_tests::test_passes::{register_passes, TagMode, TestCountFuncs, TestTag};

const INPUT: &str = r#"module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func private @g()
}
"#;

fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    register_passes(&mut r);
    r
}

/// A fresh instance of the pass registered as `argument`, with `options` (`name`, value) set.
fn make(argument: &str, options: &[(&str, Option<&str>)]) -> Box<dyn Pass> {
    let r = registry();
    let mut p = (r.lookup(argument).expect("registered").create)();
    for (name, value) in options {
        p.set_option(name, *value).expect("valid option");
    }
    p
}

fn parse(text: &str) -> (Context, Op) {
    ods_tests::ir_text::parse_with(ods_dialects::register_all, "t.mlir", text)
}

/// Runs `pass` on `op`; the result, the statistics and the diagnostics' messages.
fn run(
    pass: &mut dyn Pass,
    ctx: &mut Context,
    op: Op,
) -> (Result<(), PassFailure>, Vec<u64>, Vec<String>) {
    let mut state = PassState::new(pass.info().statistics.len());
    let r = pass.run(ctx, op, &mut state);
    let diags = state
        .take_diagnostics()
        .into_iter()
        .map(|d| d.message)
        .collect();
    (r, state.statistics().to_vec(), diags)
}

fn printed(pass: &dyn Pass) -> String {
    let mut out = String::new();
    pass.print_options(&mut out);
    out
}

#[test]
fn registration_lists_both_passes_with_their_descriptions() {
    let r = registry();
    let args: Vec<&str> = r.iter().map(|p| p.info.argument).collect();
    assert_eq!(args, ["test-count-funcs", "test-tag"]);
    let tag = r.lookup("test-tag").unwrap().info;
    assert_eq!(tag.name, "TestTag");
    assert_eq!(tag.summary, "Tag nested ops with a unit attribute");
    assert_eq!(
        tag.description,
        "The ops are visited in pre-order; `limit` bounds how many are tagged (a negative limit\n\
         tags them all).\n\n\
         Tags every op nested in the op it runs on (not that op itself) with a unit attribute, in\n\
         pre-order, skipping the ops named by `exclude`."
    );
    assert_eq!(tag.anchor, None);
    assert_eq!(tag.dependent_dialects, ["builtin"]);
    let options: Vec<(&str, &str, &str, bool)> = tag
        .options
        .iter()
        .map(|o| (o.name, o.value_name, o.default, o.list))
        .collect();
    assert_eq!(
        options,
        [
            ("tag", "string", "tagged", false),
            ("limit", "long", "-1", false),
            ("mode", "value", "tag", false),
            ("width", "uint", "3", false),
            ("verbose", "", "false", false),
            ("ratio", "number", "0.5", false),
            ("exclude", "string", "", true),
            ("label", "string", "", false),
        ]
    );
    assert_eq!(
        tag.options[2].values,
        [
            ("tag", "Sets the tag attribute."),
            ("count", "Only counts the ops."),
            ("fail", "Fails on the first op it visits."),
        ]
    );
    let stats: Vec<(&str, &str)> = tag
        .statistics
        .iter()
        .map(|s| (s.name, s.description))
        .collect();
    assert_eq!(
        stats,
        [
            ("num-tagged", "Number of ops tagged"),
            ("num-skipped", "Number of ops skipped")
        ]
    );
    let funcs = r.lookup("test-count-funcs").unwrap().info;
    assert_eq!(funcs.anchor, Some("func.func"));
    assert!(funcs.options.is_empty());
    assert_eq!(TestTag::NUM_TAGGED, 0);
    assert_eq!(TestTag::NUM_SKIPPED, 1);
    assert_eq!(TestCountFuncs::NUM_FUNCS, 0);
}

#[test]
fn defaults_are_the_declared_ones_and_print_like_mlir_opt() {
    let p = TestTag::default();
    assert_eq!(p.tag, "tagged");
    assert_eq!(p.limit, -1);
    assert_eq!(p.mode, TagMode::Tag);
    assert_eq!(p.width, 3);
    assert!(!p.verbose);
    assert_eq!(p.ratio, 0.5);
    assert!(p.exclude.is_empty());
    assert_eq!(p.label, "");
    // sorted by name; the empty list prints nothing but its separator, the empty string
    // prints `label=`
    assert_eq!(
        printed(&p),
        " label= limit=-1 mode=tag ratio=0.5 tag=tagged verbose=false width=3"
    );
    assert_eq!(printed(&TestCountFuncs), "");
}

#[test]
fn options_parse_from_pipeline_text() {
    let p = make(
        "test-tag",
        &[
            ("limit", Some("0x10")),
            ("mode", Some("count")),
            ("exclude", Some("{func.return,\"a,b\"}")),
            ("verbose", None),
            ("tag", Some("my tag")),
            ("width", Some("010")),
            ("ratio", Some("2.5")),
            ("label", Some("x")),
        ],
    );
    // a string with a space prints in braces, as mlir-opt prints it
    assert_eq!(
        printed(&*p),
        "exclude={func.return,a,b} label=x limit=16 mode=count ratio=2.5 tag={my tag} verbose=true width=8"
    );
}

#[test]
fn bad_option_values_get_mlir_opts_messages() {
    let mut p = TestTag::default();
    let invalid = |option: &str, message: &str| Err(OptionError::invalid(option, message));
    assert_eq!(
        p.set_option("limit", Some("abc")),
        invalid("limit", "'abc' value invalid for long argument!")
    );
    assert_eq!(
        p.set_option("mode", Some("wild")),
        invalid("mode", "Cannot find option named 'wild'!")
    );
    assert_eq!(
        p.set_option("width", Some("-1")),
        invalid("width", "'-1' value invalid for uint argument!")
    );
    assert_eq!(
        p.set_option("verbose", Some("2")),
        invalid(
            "verbose",
            "'2' is invalid value for boolean argument! Try 0 or 1"
        )
    );
    assert_eq!(
        p.set_option("ratio", Some("x")),
        invalid("ratio", "'x' value invalid for floating point argument!")
    );
    assert_eq!(
        p.set_option("nope", Some("1")),
        Err(OptionError::NoSuchOption("nope".into()))
    );
    assert_eq!(
        TestCountFuncs.set_option("limit", Some("1")),
        Err(OptionError::NoSuchOption("limit".into()))
    );
    // a failed option leaves the value as it was
    assert_eq!(p.limit, -1);
}

#[test]
fn tags_nested_ops_and_counts_statistics() {
    let (mut ctx, module) = parse(INPUT);
    let mut p = make("test-tag", &[("exclude", Some("func.return"))]);
    let (r, stats, diags) = run(&mut *p, &mut ctx, module);
    assert_eq!(r, Ok(()));
    assert_eq!(stats, [3, 1]);
    assert!(diags.is_empty());
    assert_eq!(
        print_to_string(&ctx, module, PrintFlags::default()),
        r#"module {
  func.func @f(%arg0: i32) -> i32 attributes {tagged} {
    %0 = arith.addi %arg0, %arg0 {tagged} : i32
    return %0 : i32
  }
  func.func private @g() attributes {tagged}
}

"#
    );
}

#[test]
fn limit_and_count_mode() {
    let (mut ctx, module) = parse(INPUT);
    let mut p = make("test-tag", &[("limit", Some("1")), ("tag", Some("first"))]);
    let (r, stats, _) = run(&mut *p, &mut ctx, module);
    assert_eq!((r, stats), (Ok(()), vec![1, 0]));
    let out = print_to_string(&ctx, module, PrintFlags::default());
    assert!(
        out.contains("func.func @f(%arg0: i32) -> i32 attributes {first} {\n"),
        "{out}"
    );
    assert_eq!(out.matches("first").count(), 1, "{out}");

    let (mut ctx, module) = parse(INPUT);
    let mut p = make("test-tag", &[("mode", Some("count"))]);
    let (r, stats, _) = run(&mut *p, &mut ctx, module);
    assert_eq!((r, stats), (Ok(()), vec![4, 0]));
    assert_eq!(
        print_to_string(&ctx, module, PrintFlags::default()),
        format!("{INPUT}\n"),
        "count mode changes nothing"
    );
}

#[test]
fn a_failing_pass_reports_its_error() {
    let (mut ctx, module) = parse(INPUT);
    let mut p = make("test-tag", &[("mode", Some("fail"))]);
    let (r, stats, diags) = run(&mut *p, &mut ctx, module);
    assert_eq!(r, Err(PassFailure));
    assert_eq!(stats, [0, 0]);
    assert_eq!(diags, ["'func.func' op was asked to fail by test-tag"]);
}

#[test]
fn an_anchored_pass_runs_on_each_anchor_op() {
    let (mut ctx, module) = parse(INPUT);
    let mut p = make("test-count-funcs", &[]);
    let mut state = PassState::new(1);
    let funcs: Vec<Op> = ods_runtime::transforms::rewrite::walk_nested(&ctx, module, true)
        .into_iter()
        .filter(|&op| Some(ctx.str(ctx.ir.op(op).name)) == p.info().anchor)
        .collect();
    for f in funcs {
        assert_eq!(p.run(&mut ctx, f, &mut state), Ok(()));
    }
    assert_eq!(state.statistics(), [2]);
    assert!(state.preserves_all_analyses());
}

/// `depth` nested `tp.wrap` ops around a `tp.leaf`, in generic form, each with `attrs`.
fn nested(depth: usize, attrs: &str) -> String {
    let mut s = String::from("\"builtin.module\"() ({\n");
    for i in 0..depth {
        s.push_str(&"  ".repeat(i + 1));
        s.push_str("\"tp.wrap\"() ({\n");
    }
    s.push_str(&"  ".repeat(depth + 1));
    s.push_str(&format!("\"tp.leaf\"(){attrs} : () -> ()\n"));
    for i in (0..depth).rev() {
        s.push_str(&"  ".repeat(i + 1));
        s.push_str(&format!("}}){attrs} : () -> ()\n"));
    }
    s.push_str("}) : () -> ()\n");
    s
}

/// `depth` nested `tp.wrap` ops (inside out) around a `tp.leaf`, appended to the body of
/// `module`: deeper than the text parser accepts.
fn build_nested(ctx: &mut Context, module: Op, depth: usize) {
    let loc = ctx.common.unknown_loc;
    let (wrap, leaf) = (ctx.symbol("tp.wrap"), ctx.symbol("tp.leaf"));
    let mut inner = ctx.create_op(OperationState::new(ctx, leaf, loc));
    for _ in 0..depth {
        let r = ctx.ir.create_region();
        let b = ctx.ir.create_block();
        ctx.ir.append_block(r, b);
        ctx.ir.append_op(b, inner);
        let mut st = OperationState::new(ctx, wrap, loc);
        st.regions.push(r);
        inner = ctx.create_op(st);
    }
    let body = ctx.ir.op(module).regions[0];
    let block = ctx.ir.first_block(body).expect("the module has a body");
    ctx.ir.append_op(block, inner);
}

#[test]
fn deep_nesting_is_walked_without_recursion() {
    // exact output at a depth the text parser accepts
    let (mut ctx, module) = parse(&nested(150, ""));
    let mut p = make("test-tag", &[("tag", Some("t"))]);
    let (r, stats, _) = run(&mut *p, &mut ctx, module);
    assert_eq!((r, stats), (Ok(()), vec![151, 0]));
    let generic = PrintFlags {
        generic: true,
        ..PrintFlags::default()
    };
    assert_eq!(
        print_to_string(&ctx, module, generic),
        nested(150, " {t}") + "\n"
    );

    // 100,000 levels, built through the IR API: every wrapper is tagged, the leaf skipped
    let depth = 100_000;
    let (mut ctx, module) = parse("module {\n}\n");
    build_nested(&mut ctx, module, depth);
    let mut p = make("test-tag", &[("exclude", Some("tp.leaf"))]);
    let (r, stats, _) = run(&mut *p, &mut ctx, module);
    assert_eq!((r, stats), (Ok(()), vec![depth as u64, 1]));
    let tagged = ctx.lookup_symbol("tagged").expect("interned");
    let ops = ods_runtime::transforms::rewrite::walk_nested(&ctx, module, true);
    let with_tag = ops
        .iter()
        .filter(|&&op| {
            ctx.dict_entries(ctx.ir.op(op).attrs)
                .iter()
                .any(|&(n, _)| n == tagged)
        })
        .count();
    assert_eq!((ops.len(), with_tag), (depth + 1, depth));
}

#[test]
fn a_pass_declared_with_the_attribute_macro() {
    use ods_tests::attr_pass_example::attr;
    let mut r = PassRegistry::new();
    attr::register_passes(&mut r);
    let mut p = (r.lookup("attr-count-ops").expect("registered").create)();
    assert_eq!(p.info().anchor, Some("func.func"));
    assert_eq!(printed(&*p), "scale=1 ");
    p.set_option("skip", Some("func.return")).unwrap();
    p.set_option("scale", Some("2")).unwrap();
    assert_eq!(printed(&*p), "scale=2 skip={func.return}");
    assert_eq!(
        p.set_option("scale", Some("-2")),
        Err(OptionError::invalid(
            "scale",
            "'-2' value invalid for ulong argument!"
        ))
    );
    let (mut ctx, module) = parse(INPUT);
    let f = ods_runtime::transforms::rewrite::walk_nested(&ctx, module, true)[0];
    let (r, stats, _) = run(&mut *p, &mut ctx, f);
    assert_eq!((r, stats), (Ok(()), vec![2]));
    let _: attr::CountOps = attr::CountOps {
        skip: Vec::new(),
        scale: 1,
    };
}

/// `ods-opt` with the test passes registered: (exit code, stdout, stderr).
fn opt(args: &[&str], input: &str) -> (i32, String, String) {
    let mut registry = PassRegistry::with_core_passes();
    register_passes(&mut registry);
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    match Options::parse_with("ods-opt", &registry, args) {
        Ok(opts) => {
            let out = driver::run(&opts, input.as_bytes(), ods_dialects::register_all);
            (
                out.code,
                String::from_utf8_lossy(&out.stdout).into_owned(),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            )
        }
        Err(e) => (1, String::new(), format!("{e}\n")),
    }
}

#[test]
fn through_the_driver() {
    let tagged = r#"module {
  func.func @f(%arg0: i32) -> i32 attributes {tagged} {
    %0 = arith.addi %arg0, %arg0 {tagged} : i32
    return %0 : i32
  }
  func.func private @g() attributes {tagged}
}

"#;
    // as a flag of its own, and in a pipeline
    assert_eq!(
        opt(&["--test-tag=exclude=func.return"], INPUT),
        (0, tagged.to_string(), String::new())
    );
    assert_eq!(
        opt(
            &["--pass-pipeline=builtin.module(test-tag{exclude=func.return})"],
            INPUT
        ),
        (0, tagged.to_string(), String::new())
    );
    // nested on its anchor
    assert_eq!(
        opt(
            &[
                "--pass-pipeline=builtin.module(func.func(test-count-funcs))",
                "--mlir-pass-statistics"
            ],
            INPUT
        )
        .0,
        0
    );
    // the options as the pass prints them
    let (code, _, err) = opt(
        &[
            "--pass-pipeline=builtin.module(test-tag{mode=count limit=0x10},func.func(test-count-funcs))",
            "--dump-pass-pipeline",
        ],
        "module {}",
    );
    assert_eq!(code, 0);
    assert!(err.starts_with(
        "Pass Manager with 2 passes:\nbuiltin.module(\n  test-tag{ label= limit=16 mode=count ratio=0.5 tag=tagged verbose=false width=3},\n  func.func(\n    test-count-funcs\n  )\n)"
    ), "{err}");
}

#[test]
fn option_errors_through_the_driver() {
    // the messages mlir-opt gives for a core pass's bad options, with this pass's names
    let e = |args: &[&str]| {
        let (code, out, err) = opt(args, "module {}");
        assert_eq!((code, out.as_str()), (1, ""));
        err
    };
    assert_eq!(
        e(&["--pass-pipeline=builtin.module(test-tag{limit=abc})"]),
        "ods-opt: for the --limit option: 'abc' value invalid for long argument!\n\
         <unknown>:0: error: \nfailed to add `test-tag` with options `limit=abc`\n\n"
    );
    assert_eq!(
        e(&["--pass-pipeline=builtin.module(test-tag{mode=wild})"]),
        "ods-opt: for the --mode option: Cannot find option named 'wild'!\n\
         <unknown>:0: error: \nfailed to add `test-tag` with options `mode=wild`\n\n"
    );
    assert_eq!(
        e(&["--pass-pipeline=builtin.module(test-tag{nope=1})"]),
        "<unknown>:0: error: <Pass-Options-Parser>: no such option nope\n\n\
         failed to add `test-tag` with options `nope=1`\n\n"
    );
    // a failing pass: its error, and no output
    let (code, out, err) = opt(
        &["--pass-pipeline=builtin.module(test-tag{mode=fail})"],
        INPUT,
    );
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        "<stdin>:2:3: error: 'func.func' op was asked to fail by test-tag\n  \
         func.func @f(%arg0: i32) -> i32 {\n  ^\n"
    );
}

#[test]
fn help_lists_the_passes_with_their_options() {
    let mut registry = PassRegistry::with_core_passes();
    register_passes(&mut registry);
    let help = driver::usage_with("ods-opt", &registry);
    // the lines of the two passes, blanks collapsed (the column widths are the driver's)
    let lines: Vec<String> = help
        .lines()
        .skip_while(|l| !l.trim_start().starts_with("--test-count-funcs"))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(
        lines,
        [
            "--test-count-funcs Count functions",
            "--test-tag Tag nested ops with a unit attribute",
            "--tag=<string> The name of the attribute to set",
            "--limit=<long> The most ops to tag (negative: no limit)",
            "--mode=<value> What to do with each op",
            "=tag Sets the tag attribute.",
            "=count Only counts the ops.",
            "=fail Fails on the first op it visits.",
            "--width=<uint> Unused; a uint option",
            "--verbose Unused; a boolean option",
            "--ratio=<number> Unused; a floating-point option",
            "--exclude=<string> Op names to skip",
            "--label=<string> Unused; a string option without a default",
        ]
    );
}

/// A caller and a private callee, for the inliner's pipelines.
const CALLS: &str = r#"func.func @main(%a: i32) -> i32 {
  %0 = call @add1(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @add1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
"#;

/// The module `CALLS` becomes, its ops tagged with `tag`.
fn inlined_and_tagged(tag: &str) -> String {
    format!(
        "module {{\n  func.func @main(%arg0: i32) -> i32 {{\n    %c1_i32 = arith.constant {{{tag}}} \
         1 : i32\n    %0 = arith.addi %arg0, %c1_i32 {{{tag}}} : i32\n    return {{{tag}}} %0 : \
         i32\n  }}\n}}\n\n"
    )
}

#[test]
fn registered_passes_run_in_the_inliners_pipelines() {
    // IR dumps of the nested runs, in order, local scope (as mlir-opt prints its own passes')
    let (code, out, err) = opt(
        &[
            "--inline=default-pipeline=test-tag{tag=t}",
            "--mlir-print-ir-after-all",
        ],
        CALLS,
    );
    assert_eq!((code, out.as_str()), (0, inlined_and_tagged("t").as_str()));
    let after = "// -----// IR Dump After TestTag (test-tag) //----- //\n";
    assert_eq!(
        err,
        format!(
            "{after}func.func private @add1(%arg0: i32) -> i32 {{\n  %c1_i32 = arith.constant {{t}} \
             1 : i32\n  %0 = arith.addi %arg0, %c1_i32 {{t}} : i32\n  return {{t}} %0 : i32\n}}\n\n\
             {after}func.func @main(%arg0: i32) -> i32 {{\n  %0 = call @add1(%arg0) {{t}} : (i32) \
             -> i32\n  return {{t}} %0 : i32\n}}\n\n\
             {after}func.func @main(%arg0: i32) -> i32 {{\n  %c1_i32 = arith.constant {{t}} 1 : \
             i32\n  %0 = arith.addi %arg0, %c1_i32 {{t}} : i32\n  return {{t}} %0 : i32\n}}\n\n\
             // -----// IR Dump After Inliner (inline) //----- //\n{}\n",
            inlined_and_tagged("t")
        )
    );
    // `op-pipelines` naming it, and `--mlir-print-ir-before` naming it
    let (code, out, err) = opt(
        &[
            "--inline=op-pipelines=func.func(test-tag{tag=t})",
            "--mlir-print-ir-before=test-tag",
        ],
        CALLS,
    );
    assert_eq!((code, out.as_str()), (0, inlined_and_tagged("t").as_str()));
    assert_eq!(
        err.matches("// -----// IR Dump Before TestTag (test-tag) //----- //\n")
            .count(),
        3
    );
    // printed back through the tool's registry
    let (code, _, err) = opt(
        &[
            "--inline=op-pipelines={func.func(cse)},{func.func(test-count-funcs)}",
            "--dump-pass-pipeline",
        ],
        CALLS,
    );
    assert_eq!(code, 0);
    assert_eq!(
        err,
        "Pass Manager with 1 passes:\nbuiltin.module(\n  inline{default-pipeline=canonicalize \
         inlining-threshold=4294967295 max-iterations=4 \
         op-pipelines={func.func(cse),func.func(test-count-funcs)}}\n)\n\n"
    );
    // statistics: like mlir-opt's report, only the passes of the pipeline the tool runs
    let (code, out, err) = opt(
        &[
            "--inline=default-pipeline=test-tag",
            "--mlir-pass-statistics",
        ],
        CALLS,
    );
    let rule = "===-------------------------------------------------------------------------===";
    assert_eq!(
        (code, out.as_str()),
        (0, inlined_and_tagged("tagged").as_str())
    );
    assert_eq!(
        err,
        format!(
            "{rule}\n                         ... Pass statistics report ...\n{rule}\nInliner\n\n"
        )
    );
    // timing: the nested pipeline at the top level, after the inliner
    let (code, _, err) = opt(
        &["--inline=default-pipeline=test-tag", "--mlir-timing"],
        CALLS,
    );
    assert_eq!(code, 0);
    assert_eq!(
        String::from_utf8_lossy(&ods_tests::corpus::mask_timing(err.as_bytes())),
        format!(
            "{rule}\n                         ... Execution time report ...\n{rule}\n  Total \
             Execution Time: T seconds\n\n  ----Wall Time----  ----Name----\n  T  Parser\n  T  \
             Inliner\n  T    (A) CallGraph\n  T  'func.func' Pipeline\n  T    TestTag\n  T  \
             Output\n  T  Rest\n  T  Total\n"
        )
    );
}

#[test]
fn nested_pipeline_errors_name_registered_passes() {
    // a default pipeline is built when the inliner needs it: its error is printed and the
    // pass runs with the options set before the bad one (mlir-opt's behaviour)
    let (code, out, err) = opt(&["--inline=default-pipeline=test-tag{mode=wild}"], CALLS);
    assert_eq!(
        (code, out.as_str()),
        (0, inlined_and_tagged("tagged").as_str())
    );
    assert_eq!(
        err,
        "ods-opt: for the --mode option: Cannot find option named 'wild'!\n\n\
         failed to add `test-tag` with options `mode=wild`\n"
    );
    // `op-pipelines` is checked when the option is set, against the tool's passes
    for (args, want) in [
        (
            "--inline=op-pipelines=func.func(test-tag{nope=1})",
            "<Pass-Options-Parser>: no such option nope\n\nfailed to add `test-tag` with \
             options `nope=1`\n<unknown>:0: error: \n",
        ),
        (
            "--pass-pipeline=builtin.module(inline{op-pipelines=func.func(test-tag{limit=abc})})",
            "ods-opt: for the --limit option: 'abc' value invalid for long argument!\n\n\
             failed to add `test-tag` with options `limit=abc`\n<unknown>:0: error: \n\
             failed to add `inline` with options `op-pipelines=func.func(test-tag{limit=abc})`\n\n",
        ),
        (
            "--inline=op-pipelines=builtin.module(test-count-funcs)",
            "Can't add pass 'TestCountFuncs' restricted to 'func.func' on a PassManager \
             intended to run on 'builtin.module', did you intend to nest?\nfailed to add \
             `test-count-funcs` with options ``\n<unknown>:0: error: \n",
        ),
    ] {
        assert_eq!(
            opt(&[args], CALLS),
            (1, String::new(), want.to_string()),
            "{args}"
        );
    }
    // without the tool's registry the pass is unknown
    assert_eq!(
        Options::parse(["--inline=op-pipelines=func.func(test-tag)".to_string()]).err(),
        Some(
            "MLIR Textual PassPipeline Parser:1:1: error: 'test-tag' does not refer to a \
             registered pass or pass pipeline\ntest-tag\n^\n<unknown>:0: error: "
                .to_string()
        )
    );
}

#[test]
fn timing_masks_figures_only() {
    let report = "x\n===\n                         ... Execution time report ...\n===\n  Total \
                  Execution Time: 0.0080 seconds\n\n  ----Wall Time----  ----Name----\n    \
                  0.0060 ( 75.3%)  Parser\n   -0.2076 (-37.3%)  Rest\n    0.0003 (  4.2%)    \
                  Canonicalizer\n";
    assert_eq!(
        String::from_utf8_lossy(&ods_tests::corpus::mask_timing(report.as_bytes())),
        "x\n===\n                         ... Execution time report ...\n===\n  Total \
         Execution Time: T seconds\n\n  ----Wall Time----  ----Name----\n  T  Parser\n  T  \
         Rest\n  T    Canonicalizer\n"
    );
}

/// The statistics report in both layouts, as a build of mlir-opt with LLVM statistics prints
/// it (the packaged mlir-opt 22 prints the banner only): statistics sorted by name, values
/// right-aligned, names padded; `list` merges the passes with statistics by name.
#[test]
fn statistics_report_layouts() {
    let mut input = String::from("module {\n");
    for i in 0..4 {
        input.push_str(&format!(
            "  func.func @f{i}(%a: i32) -> i32 {{\n    %0 = arith.addi %a, %a : i32\n    \
             %1 = arith.addi %a, %a : i32\n    %2 = arith.muli %0, %1 : i32\n    \
             return %2 : i32\n  }}\n"
        ));
    }
    input.push_str("}\n");
    let pipeline = "--pass-pipeline=builtin.module(test-tag{exclude=func.return},\
                    func.func(test-count-funcs,cse),test-tag{exclude=arith.muli},cse)";
    let rule = "===-------------------------------------------------------------------------===";
    let banner =
        format!("{rule}\n                         ... Pass statistics report ...\n{rule}\n");
    let tag = |tagged: u64, skipped: u64, indent: &str| {
        let w = tagged.to_string().len().max(skipped.to_string().len());
        format!(
            "{indent}  (S) {skipped:>w$} num-skipped - Number of ops skipped\n\
             {indent}  (S) {tagged:>w$} num-tagged  - Number of ops tagged\n"
        )
    };
    let cse = |cse: u64, indent: &str| {
        format!(
            "{indent}  (S) {cse} num-cse'd - Number of operations CSE'd\n\
             {indent}  (S) 0 num-dce'd - Number of operations DCE'd\n"
        )
    };
    // 4 functions of 4 ops (the module is not tagged): 4 returns skipped; after CSE 3 each
    let (code, _, err) = opt(&[pipeline, "--mlir-pass-statistics"], &input);
    assert_eq!(code, 0);
    assert_eq!(
        err,
        format!(
            "{banner}TestTag\n{}'func.func' Pipeline\n  TestCountFuncs\n    (S) 4 num-funcs - \
             Number of functions seen\n  CSE\n{}TestTag\n{}CSE\n{}\n",
            tag(16, 4, ""),
            cse(4, "  "),
            tag(12, 4, ""),
            cse(0, "")
        )
    );
    for display in ["list", "pipeline"] {
        let (code, _, err) = opt(
            &[
                pipeline,
                "--mlir-pass-statistics",
                &format!("--mlir-pass-statistics-display={display}"),
            ],
            &input,
        );
        assert_eq!(code, 0);
        if display == "list" {
            assert_eq!(
                err,
                format!(
                    "{banner}  CSE\n{}  TestCountFuncs\n    (S) 4 num-funcs - Number of \
                     functions seen\n  TestTag\n{}\n",
                    cse(4, "  "),
                    tag(28, 8, "  ")
                )
            );
        } else {
            assert!(err.starts_with(&format!("{banner}TestTag\n")), "{err}");
        }
    }
    // bad layouts, as mlir-opt's option parser words them
    assert_eq!(
        opt(&["--mlir-pass-statistics-display=tree"], &input),
        (
            1,
            String::new(),
            "ods-opt: for the --mlir-pass-statistics-display option: Cannot find option \
             named 'tree'!\n"
                .to_string()
        )
    );
    assert_eq!(
        opt(&["--mlir-pass-statistics-display"], &input),
        (
            1,
            String::new(),
            "ods-opt: for the --mlir-pass-statistics-display option: requires a value!\n"
                .to_string()
        )
    );
}
