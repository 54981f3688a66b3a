//! Memory effects in the `.ods` front end and generator: `MemoryEffects<[...]>` in trait lists,
//! `Arg<T, "doc", [effects]>` / `Res<T, "doc", [effects]>` on operands and results, their
//! model, their validation rules (exact rendered messages), the generated registration table
//! and the markdown docs.

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

/// `(kind, resource, stage, full)` of each effect.
fn effs(es: &[EffectDef]) -> Vec<(EffectKind, &str, u32, bool)> {
    es.iter()
        .map(|e| (e.kind, e.resource.as_str(), e.stage, e.full))
        .collect()
}

const DEFAULT: &str = "DefaultResource";

#[test]
fn memory_effects_trait_lowers_every_form() {
    let m = model(
        r#"dialect t {}
op "a" [MemoryEffects<[MemRead, MemWrite<"Heap">, MemAlloc<"Heap", 2>,
                       MemFree<"DefaultResource", 1, FullEffect>, MemReadAt<3>,
                       MemWriteAt<0, PartialEffect>, MemAllocAt<1, FullEffect>]>] {}
op "b" [MemoryEffects<[]>] {}
"#,
    );
    let [TraitUse::MemoryEffects(a)] = m.ops[0].traits.as_slice() else {
        panic!("{:?}", m.ops[0].traits);
    };
    assert_eq!(
        effs(a),
        [
            (EffectKind::Read, DEFAULT, 0, false),
            (EffectKind::Write, "Heap", 0, false),
            (EffectKind::Allocate, "Heap", 2, false),
            (EffectKind::Free, DEFAULT, 1, true),
            (EffectKind::Read, DEFAULT, 3, false),
            (EffectKind::Write, DEFAULT, 0, false),
            (EffectKind::Allocate, DEFAULT, 1, true),
        ]
    );
    let syntax: Vec<String> = a.iter().map(|e| e.syntax()).collect();
    assert_eq!(
        syntax,
        [
            "MemRead",
            "MemWrite<\"Heap\">",
            "MemAlloc<\"Heap\", 2>",
            "MemFree<\"DefaultResource\", 1, FullEffect>",
            "MemRead<\"DefaultResource\", 3>",
            "MemWrite",
            "MemAlloc<\"DefaultResource\", 1, FullEffect>",
        ]
    );
    assert_eq!(m.ops[1].traits, [TraitUse::MemoryEffects(vec![])]);
}

#[test]
fn arg_and_res_carry_docs_and_effects() {
    let m = model(
        r#"dialect t {}
op "a" {
  arguments(
    /// the buffer
    buf: Arg<AnyMemRef, "read from", [MemRead]>,
    rest: Arg<Variadic<AnyMemRef>, "", [MemWrite<"Heap">, MemFree]>,
    plain: Arg<I32>,
    name: Arg<StrAttr, "a name">,
    idx: Index,
  )
  results(out: Res<AnyMemRef, "the new buffer", [MemAlloc]>, n: Res<Index>)
}
"#,
    );
    let op = &m.ops[0];
    let rows: Vec<(&str, &str, &Arity, Vec<_>)> = op
        .operands
        .iter()
        .chain(&op.results)
        .map(|v| (v.name.as_str(), v.doc.as_str(), &v.arity, effs(&v.effects)))
        .collect();
    assert_eq!(
        rows,
        [
            (
                "buf",
                "the buffer\nread from",
                &Arity::Single,
                vec![(EffectKind::Read, DEFAULT, 0, false)]
            ),
            (
                "rest",
                "",
                &Arity::Variadic,
                vec![
                    (EffectKind::Write, "Heap", 0, false),
                    (EffectKind::Free, DEFAULT, 0, false)
                ]
            ),
            ("plain", "", &Arity::Single, vec![]),
            ("idx", "", &Arity::Single, vec![]),
            (
                "out",
                "the new buffer",
                &Arity::Single,
                vec![(EffectKind::Allocate, DEFAULT, 0, false)]
            ),
            ("n", "", &Arity::Single, vec![]),
        ]
    );
    assert_eq!(op.attributes.len(), 1);
    assert_eq!(
        (
            op.attributes[0].name.as_str(),
            op.attributes[0].doc.as_str()
        ),
        ("name", "a name")
    );
    assert!(op.traits.is_empty());
}

#[test]
fn a_user_interface_named_memory_effects_still_wins_without_arguments() {
    let m = model(
        r#"dialect t {}
extern_interface crate::other::MemoryEffects
op "a" [MemoryEffects] {}
op "b" [MemoryEffects<[MemRead]>] {}
"#,
    );
    assert!(m.ops[0].traits.is_empty());
    assert_eq!(m.ops[0].interfaces[0].path, "crate::other::MemoryEffects");
    assert!(matches!(
        m.ops[1].traits.as_slice(),
        [TraitUse::MemoryEffects(_)]
    ));
    // without such a declaration, a bare `MemoryEffects` is MLIR's default: no effect
    let m = model("dialect t {}\nop \"a\" [MemoryEffects] {}\n");
    assert_eq!(m.ops[0].traits, [TraitUse::MemoryEffects(vec![])]);
}

#[test]
fn rule_unknown_effect_name() {
    assert_eq!(
        errors("dialect t {}\nop \"a\" [MemoryEffects<[MemRead, MemWrit]>] {}\n"),
        r#"t.ods:2:33: error: unknown memory effect `MemWrit`: use `MemRead`, `MemWrite`, `MemAlloc` or `MemFree`; did you mean `MemWrite`?
op "a" [MemoryEffects<[MemRead, MemWrit]>] {}
                                ^
"#
    );
    assert_eq!(
        errors("dialect t {}\nop \"a\" { arguments(x: Arg<AnyMemRef, \"\", [Frobnicate]>) }\n"),
        r#"t.ods:2:43: error: unknown memory effect `Frobnicate`: use `MemRead`, `MemWrite`, `MemAlloc` or `MemFree`
op "a" { arguments(x: Arg<AnyMemRef, "", [Frobnicate]>) }
                                          ^
"#
    );
}

#[test]
fn rule_effects_contradict_pure() {
    assert_eq!(
        errors("dialect t {}\nop \"a\" [Pure, MemoryEffects<[MemRead]>] {}\n"),
        r#"t.ods:2:15: error: `MemoryEffects` cannot be combined with `Pure`, which says the op has no memory effect: remove one of them
op "a" [Pure, MemoryEffects<[MemRead]>] {}
              ^
t.ods:2:9: note: `Pure` given here
op "a" [Pure, MemoryEffects<[MemRead]>] {}
        ^
"#
    );
    assert_eq!(
        errors(
            "dialect t {}\nop \"a\" [NoMemoryEffect] { results(r: Res<AnyMemRef, \"\", [MemAlloc]>) }\n"
        ),
        r#"t.ods:2:58: error: the memory effects of `r` cannot be combined with `NoMemoryEffect`, which says the op has no memory effect: remove one of them
op "a" [NoMemoryEffect] { results(r: Res<AnyMemRef, "", [MemAlloc]>) }
                                                         ^
t.ods:2:9: note: `NoMemoryEffect` given here
op "a" [NoMemoryEffect] { results(r: Res<AnyMemRef, "", [MemAlloc]>) }
        ^
"#
    );
}

#[test]
fn rule_effect_resource_not_a_string() {
    assert_eq!(
        errors("dialect t {}\nop \"a\" [MemoryEffects<[MemWrite<SomeResource>]>] {}\n"),
        r#"t.ods:2:33: error: the resource of `MemWrite` must be a non-empty string naming it, like `MemWrite<"SomeResource">`
op "a" [MemoryEffects<[MemWrite<SomeResource>]>] {}
                                ^
"#
    );
    assert_eq!(
        errors("dialect t {}\nop \"a\" [MemoryEffects<[MemRead<1>]>] {}\n"),
        r#"t.ods:2:32: error: the resource of `MemRead` must be a non-empty string naming it, like `MemRead<"MyResource">`, or `MemReadAt<1>` for a stage
op "a" [MemoryEffects<[MemRead<1>]>] {}
                               ^
"#
    );
}

#[test]
fn malformed_effects_and_decorators_are_located() {
    let cases = [
        (
            "op \"a\" [MemoryEffects<MemRead>] {}",
            "the effects of `MemoryEffects` must be a list like `[MemRead, MemWrite]`",
        ),
        (
            "op \"a\" [MemoryEffects<[\"x\"]>] {}",
            "expected a memory effect: `MemRead`, `MemWrite`, `MemAlloc` or `MemFree`",
        ),
        (
            "op \"a\" [MemoryEffects<[MemRead<\"R\", -1>]>] {}",
            "the stage of `MemRead` must be a non-negative integer",
        ),
        (
            "op \"a\" [MemoryEffects<[MemRead<\"R\", 0, Whole>]>] {}",
            "the range of `MemRead` must be `FullEffect` or `PartialEffect`",
        ),
        (
            "op \"a\" [MemoryEffects<[MemReadAt]>] {}",
            "`MemReadAt` takes a stage and optionally `FullEffect` or `PartialEffect`, like `MemReadAt<0, FullEffect>`",
        ),
        (
            "op \"a\" { arguments(x: Arg<I32, \"\", [], 4>) }",
            "`Arg` takes a constraint, then optionally a description string and a list of memory effects, like `Arg<AnyMemRef, \"the buffer\", [MemRead]>`",
        ),
        (
            "op \"a\" { arguments(x: Arg<Res<I32>>) }",
            "`Arg` cannot wrap another `Res`: merge them into one",
        ),
        (
            "op \"a\" { results(x: Res<I32, 3>) }",
            "the second template argument of `Res` must be a description string",
        ),
        (
            "op \"a\" { arguments(x: Arg<I32Attr, \"\", [MemRead]>) }",
            "memory effects on attribute `x` are not supported: declare them on the op with `MemoryEffects<[...]>`",
        ),
        (
            "op \"a\" { results(x: Res<I32Attr>) }",
            "result `x` needs a type constraint, but `I32Attr` is an attribute constraint; use one such as `I64`",
        ),
    ];
    for (op, msg) in cases {
        let e = errors(&format!("dialect t {{}}\n{op}\n"));
        let first = e.lines().next().unwrap_or_default();
        assert!(first.ends_with(&format!("error: {msg}")), "{first}");
    }
}

#[test]
fn registration_lists_effects_in_order() {
    let text = r#"dialect t {}
op "copy" [MemoryEffects<[MemRead<"Log">]>] {
  arguments(src: Arg<AnyMemRef, "", [MemRead]>, dst: Arg<AnyMemRef, "", [MemWrite<"Heap", 1, FullEffect>]>)
  results(r: Res<AnyMemRef, "", [MemAlloc]>)
}
op "plain" {}
op "none" [MemoryEffects<[]>] {}
"#;
    let m = model(text);
    let t = proc_macro2::Ident::new("CopyOp", proc_macro2::Span::call_site());
    let code = ods_spec::codegen::op::gen_effects(&m.ops[0], &t).to_string();
    let inst = |kind: &str, on: &str, res: &str, stage: u32, full: bool| {
        format!(
            "__rt :: registry :: EffectInstance {{ kind : __rt :: registry :: EffectKind :: {kind} , on : __rt :: registry :: EffectOn :: {on} , resource : \"{res}\" , stage : {stage}u32 , full : {full} , }}"
        )
    };
    let expected = format!(
        "__rt :: Some ({{ static __ODS_EFFECTS : __rt :: registry :: OpEffects = __rt :: registry :: OpEffects {{ effects : & [{} , {} , {} , {}] , operands : __rt :: Some (CopyOp :: __ODS_OPERANDS) , results : __rt :: Some (CopyOp :: __ODS_RESULTS) , }} ; & __ODS_EFFECTS }})",
        inst("Read", "Op", "Log", 0, false),
        inst("Read", "Operand (0u32)", DEFAULT, 0, false),
        inst("Write", "Operand (1u32)", "Heap", 1, true),
        inst("Allocate", "Result (0u32)", DEFAULT, 0, false),
    );
    assert_eq!(code, expected);
    assert_eq!(
        ods_spec::codegen::op::gen_effects(&m.ops[1], &t).to_string(),
        "__rt :: None"
    );
    let none = ods_spec::codegen::op::gen_effects(&m.ops[2], &t).to_string();
    assert!(none.contains("effects : & []"), "{none}");
    // the whole file generates and the registration uses the table
    let file = ods_spec::generate_rust_file("t.ods", text).unwrap_or_else(|e| panic!("{e}"));
    assert!(file.contains("effects: __rt::Some({"), "{file}");
    assert!(file.contains("effects: __rt::None,"), "{file}");
}

#[test]
fn docs_show_effects() {
    let m = model(
        r#"dialect t {}
op "copy" [MemoryEffects<[MemRead<"Log">]>] {
  arguments(src: Arg<AnyMemRef, "the source", [MemRead]>)
}
"#,
    );
    let md = ods_spec::docgen::generate_markdown(&m);
    assert!(
        md.contains("| `src` | the source (memref of any type values); memory effects: MemRead |"),
        "{md}"
    );
    assert!(md.contains("MemoryEffects<[MemRead<\"Log\">]>"), "{md}");
}

#[test]
fn memory_effects_op_interface_asks_for_a_method() {
    let text = r#"dialect t {}
op "dyn" [MemoryEffects<[MemRead]>, MemoryEffectsOpInterface] {}
op "plain" {}
"#;
    let m = model(text);
    assert_eq!(m.ops[0].traits[1..], [TraitUse::MemoryEffectsMethod]);
    let t = proc_macro2::Ident::new("DynOp", proc_macro2::Span::call_site());
    assert_eq!(
        ods_spec::codegen::op::gen_effects_fn(&m.ops[0], &t).to_string(),
        "__rt :: Some (| ctx : & __rt :: Context , op : __rt :: Op , effects : & mut :: std :: vec :: Vec < __rt :: analysis :: effects :: Effect > | { < DynOp as __rt :: hooks :: MemoryEffectsOpInterface > :: memory_effects (DynOp :: from_op_unchecked (op) , ctx , effects ,) })"
    );
    assert_eq!(
        ods_spec::codegen::op::gen_effects_fn(&m.ops[1], &t).to_string(),
        "__rt :: None"
    );
    assert_eq!(
        errors("dialect t {}\nop \"a\" [MemoryEffectsOpInterface, NoMemoryEffect] {}\n"),
        r#"t.ods:2:9: error: `MemoryEffectsOpInterface` cannot be combined with `NoMemoryEffect`, which says the op has no memory effect: remove one of them
op "a" [MemoryEffectsOpInterface, NoMemoryEffect] {}
        ^
t.ods:2:35: note: `NoMemoryEffect` given here
op "a" [MemoryEffectsOpInterface, NoMemoryEffect] {}
                                  ^
"#
    );
    let e = errors("dialect t {}\nop \"a\" [MemoryEffectsOpInterface<[MemRead]>] {}\n");
    assert!(
        e.starts_with("t.ods:2:9: error: `MemoryEffectsOpInterface` expects 0 template arguments, but 1 was given"),
        "{e}"
    );
}
