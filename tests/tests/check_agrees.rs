//! `odsc check` and `odsc gen-rust` agree on every UI case: for each `tests/ui/*.ods` file, and
//! for the `.ods` text each `#[ods_macros::dialect]` case (`tests/ui/attr-*.rs`) translates to,
//! the check ([`ods_spec::analyze`], what `odsc check` runs) and the generator
//! ([`ods_spec::generate_rust_file`], what `odsc gen-rust` runs) make the same accept/reject
//! decision and, on reject, print the same diagnostics. Every rule runs in validation, so code
//! generation cannot fail on a file the check accepts.

use std::path::{Path, PathBuf};

use quote::ToTokens;

/// What `odsc check` reports on `text`: `Ok` or the rendered diagnostics.
fn check(name: &str, text: &str) -> Result<(), String> {
    let c = ods_spec::analyze(name, text);
    c.model
        .map(|_| ())
        .map_err(|d| ods_spec::render_diagnostics(&c.sources, &d))
}

/// What `odsc gen-rust` reports on `text`, without the generated text.
fn gen_rust(name: &str, text: &str) -> Result<(), String> {
    ods_spec::generate_rust_file(name, text).map(|_| ())
}

fn ui_files(ext: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("ui");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}

/// The `.ods` text of the `#[dialect]` module in `source`, when it translates (cases whose
/// mistake is in the Rust syntax have none).
fn attr_macro_ods(source: &str) -> Option<String> {
    let file = syn::parse_file(source).ok()?;
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
            _ => proc_macro2::TokenStream::new(),
        };
        return ods_spec::attr_macro::to_ods(args, m.into_token_stream()).ok();
    }
    None
}

/// Checks one input; returns a description of the disagreement, if any.
fn disagreement(name: &str, text: &str) -> Option<String> {
    let (c, g) = (check(name, text), gen_rust(name, text));
    (c != g).then(|| format!("{name}:\n  check:    {c:?}\n  gen-rust: {g:?}"))
}

#[test]
fn check_and_gen_rust_agree_on_every_ui_case() {
    let mut inputs = Vec::new();
    for path in ui_files("ods") {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        inputs.push((name, std::fs::read_to_string(&path).unwrap()));
    }
    let ods_cases = inputs.len();
    for path in ui_files("rs") {
        let source = std::fs::read_to_string(&path).unwrap();
        if !source.contains("ods_macros::dialect") {
            continue;
        }
        if let Some(text) = attr_macro_ods(&source) {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            inputs.push((format!("{name}.ods"), text));
        }
    }
    assert!(ods_cases > 100, "only {ods_cases} .ods UI cases found");
    assert!(
        inputs.len() > ods_cases,
        "no attribute-macro case translated"
    );
    // both front ends on all cores: about 200 inputs, each analyzed twice
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = inputs.len().div_ceil(threads);
    let bad: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = inputs
            .chunks(chunk)
            .map(|part| {
                s.spawn(move || {
                    part.iter()
                        .filter_map(|(name, text)| disagreement(name, text))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    assert!(
        bad.is_empty(),
        "{} of {} UI inputs are accepted or reported differently by check and gen-rust:\n{}",
        bad.len(),
        inputs.len(),
        bad.join("\n")
    );
}
