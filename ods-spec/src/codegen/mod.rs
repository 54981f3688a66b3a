//! Rust code generation: reads only the model ([`crate::model::Model`]) and returns a
//! `TokenStream` of items for the dialect's module.
//!
//! One file per part of the output, each a set of small `gen_*` functions:
//!
//! | file | generates |
//! |---|---|
//! | [`code`] | placeholder substitution and parsing of user-written Rust ([`Code`](crate::model::Code)) |
//! | [`pred`] | predicate trees to Rust boolean expressions; one function per used constraint |
//! | [`op`] | per op: the handle type, accessors, setters, adaptor, trait and interface wiring, registration; the dialect type and its `register` function |
//! | [`builders`] | per op: default and custom builders |
//! | [`verify`] | per op: the verifier (arity, types, attributes, regions, successors, traits, user hook) and the fold glue |
//! | [`enums`] | enums with their string/integer conversions and attribute wrappers |
//! | [`interfaces`] | interface traits, their models and runtime casts |
//! | [`defs`] | dialect types and attributes (`type_def`/`attr_def`) and their interfaces |
//! | [`passes`] | passes (`pass`): the struct, its options, `Pass` impl and `register_passes` |
//!
//! Generated code reaches the runtime through one private alias, `use ::ods_runtime::__rt;`
//! at the top of the dialect module (`__rt::Context`, `__rt::access::operand_at`,
//! `__rt::Some(..)`), and calls shared non-generic helpers in `ods_runtime::ods` rather than
//! repeating logic per op.

pub mod builders;
pub mod code;
pub mod defs;
pub mod enums;
pub mod format;
pub mod interfaces;
pub mod layout;
pub mod op;
pub mod passes;
pub mod pred;
pub mod verify;

use proc_macro2::TokenStream;

use crate::model::{Model, OdsDiagnostic, OpId};

/// One independently generated part of the output. The output is the concatenation of the
/// chunks in order, so chunks can be generated and formatted in parallel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Chunk {
    /// enums, interfaces and constraint functions
    Shared,
    /// one op: handle, accessors, adaptor, builders, verifier
    Op(OpId),
    /// the dialect type and its registration
    Dialect,
    /// the `PassOption` impls of the enums pass options hold, and `register_passes`
    PassShared,
    /// one pass: its struct, `Default`, statistic constants and `Pass` impl
    Pass(usize),
    /// the file-level `rust [{ }]` items
    Items,
}

fn chunks(model: &Model) -> Vec<Chunk> {
    let mut v = vec![Chunk::Shared];
    v.extend((0..model.ops.len()).map(|i| Chunk::Op(OpId(i as u32))));
    v.push(Chunk::Dialect);
    if !model.passes.is_empty() {
        v.push(Chunk::PassShared);
        v.extend((0..model.passes.len()).map(Chunk::Pass));
    }
    v.push(Chunk::Items);
    v
}

fn gen_chunk(model: &Model, chunk: Chunk) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    let mut errors = Vec::new();
    let mut out = TokenStream::new();
    let mut push = |r: Result<TokenStream, Vec<OdsDiagnostic>>| match r {
        Ok(t) => out.extend(t),
        Err(e) => errors.extend(e),
    };
    match chunk {
        Chunk::Shared => {
            push(Ok(quote::quote! {
                #[allow(unused_imports)]
                use ::ods_runtime::__rt;
            }));
            push(Ok(enums::gen_enums(model)));
            push(interfaces::gen_interfaces(model));
            push(pred::gen_constraint_fns(model));
            push(defs::gen_defs(model));
        }
        Chunk::Op(id) => {
            push(op::gen_op(model, id));
            push(builders::gen_builders(model, id));
            push(verify::gen_op_verify(model, id));
        }
        Chunk::Dialect => push(op::gen_dialect(model)),
        Chunk::PassShared => push(Ok(passes::gen_pass_shared(model))),
        Chunk::Pass(i) => {
            if let Some(p) = model.passes.get(i) {
                push(Ok(passes::gen_pass(model, p)));
            }
        }
        Chunk::Items => {
            for item in &model.items {
                push(code::parse_items(item, &[]).map_err(|e| vec![e]));
            }
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// The errors of the generators, sorted, each marked as an internal error: every rule runs in
/// validation ([`crate::validate`], [`crate::format`]), so a generator that fails on a model
/// that passed it is a bug of ods-spec, not a mistake in the `.ods` file.
fn mark_internal(mut errors: Vec<OdsDiagnostic>) -> Vec<OdsDiagnostic> {
    errors.sort_by_key(|d| d.span);
    for d in &mut errors {
        d.message = format!(
            "internal error of ods-spec (validation accepted what code generation rejects; please report it): {}",
            d.message
        );
    }
    errors
}

/// Generates every item of the dialect: enums, interfaces, constraint functions, ops, the
/// dialect type and its registration, and the file-level `rust [{ }]` items.
///
/// Cannot fail on a model returned by [`crate::analyze`]: validation runs every check code
/// generation relies on (the Rust code blocks parse, names are identifiers and not reserved).
/// The generators still return errors instead of panicking on a model built some other way;
/// such errors are reported as internal errors.
pub fn generate(model: &Model) -> Result<TokenStream, Vec<OdsDiagnostic>> {
    let mut errors = Vec::new();
    let mut out = TokenStream::new();
    for chunk in chunks(model) {
        match gen_chunk(model, chunk) {
            Ok(t) => out.extend(t),
            Err(e) => errors.extend(e),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(mark_internal(errors))
    }
}

/// Why [`generate_formatted`] failed.
#[derive(Debug)]
pub enum FormatError {
    /// a generator failed on a model that did not pass validation (internal errors, located in
    /// the `.ods` file); unreachable from [`crate::analyze`]'s models
    Ods(Vec<OdsDiagnostic>),
    /// the generated code does not parse: a bug of the generator
    Internal(String),
}

/// How a generated file is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Style {
    /// [`layout::layout`]: one linear pass over the tokens (the default)
    #[default]
    Fast,
    /// prettyplease, after parsing the tokens with `syn` (several times slower)
    Pretty,
}

/// Generates the whole dialect as a Rust file laid out by [`layout::layout`] (the same text as
/// `format_tokens(generate(model)?)`).
pub fn generate_formatted(model: &Model) -> Result<String, FormatError> {
    generate_file(model, Style::Fast)
}

/// Generates the whole dialect as a Rust file in the given [`Style`] (`Style::Pretty`: the same
/// text as `pretty_tokens(generate(model)?)`), generating and laying out the chunks (shared
/// items, each op, the dialect) on all available cores.
pub fn generate_file(model: &Model, style: Style) -> Result<String, FormatError> {
    let chunks = chunks(model);
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .clamp(1, 16)
        .min(chunks.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut results: Vec<Option<Result<String, FormatError>>> = Vec::new();
    results.resize_with(chunks.len(), || None);
    let work = |out: &mut Vec<(usize, Result<String, FormatError>)>| loop {
        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let Some(&chunk) = chunks.get(i) else {
            break;
        };
        let r = match gen_chunk(model, chunk) {
            Ok(tokens) => match style {
                Style::Fast => Ok(layout::layout(tokens)),
                Style::Pretty => unparse(tokens).map_err(FormatError::Internal),
            },
            Err(e) => Err(FormatError::Ods(e)),
        };
        out.push((i, r));
    };
    let mut parts: Vec<Vec<(usize, Result<String, FormatError>)>> = Vec::new();
    std::thread::scope(|s| {
        let handles: Vec<_> = (1..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut out = Vec::new();
                    work(&mut out);
                    out
                })
            })
            .collect();
        let mut mine = Vec::new();
        work(&mut mine);
        parts.push(mine);
        for h in handles {
            match h.join() {
                Ok(v) => parts.push(v),
                Err(_) => parts.push(vec![(
                    usize::MAX,
                    Err(FormatError::Internal("a generator thread panicked".into())),
                )]),
            }
        }
    });
    let mut errors = Vec::new();
    let mut internal = None;
    for (i, r) in parts.into_iter().flatten() {
        match r {
            Err(FormatError::Ods(e)) => errors.extend(e),
            Err(FormatError::Internal(m)) => internal = internal.or(Some(m)),
            Ok(text) => {
                if let Some(slot) = results.get_mut(i) {
                    *slot = Some(Ok(text));
                }
            }
        }
    }
    if !errors.is_empty() {
        return Err(FormatError::Ods(mark_internal(errors)));
    }
    if let Some(m) = internal {
        return Err(FormatError::Internal(m));
    }
    let mut out = String::from(HEADER);
    for text in results.into_iter().flatten().flatten() {
        out.push_str(&text);
    }
    Ok(out)
}

const HEADER: &str =
    "// @generated by odsc from a .ods file. Do not edit: edit the .ods file instead.\n\n";

fn unparse(tokens: TokenStream) -> Result<String, String> {
    // validation bounds the nesting of the user's code and of predicates
    // (`crate::nesting`): the file nests at most `FILE_NESTING` deep
    crate::nesting::with_rust_stack(crate::nesting::FILE_NESTING, || {
        let file: syn::File = syn::parse2(tokens)
            .map_err(|e| format!("internal error: generated code does not parse: {e}"))?;
        Ok(prettyplease::unparse(&file))
    })
}

/// Lays out generated tokens as a Rust file with an `@generated` header ([`layout::layout`]).
/// Never fails; the `Result` is kept for the callers of the prettyplease days.
pub fn format_tokens(tokens: TokenStream) -> Result<String, String> {
    Ok(format!("{HEADER}{}", layout::layout(tokens)))
}

/// Formats generated tokens as a Rust file with an `@generated` header with prettyplease;
/// fails when the tokens do not parse as a Rust file.
pub fn pretty_tokens(tokens: TokenStream) -> Result<String, String> {
    Ok(format!("{HEADER}{}", unparse(tokens)?))
}
