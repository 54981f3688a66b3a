//! Fuzz target: any text through the whole `.ods` pipeline (parse, semantic analysis,
//! validation, Rust generation with formatting, markdown generation). A panic, abort, stack
//! overflow or hang is a bug, and so is a generator error on a model that passed validation;
//! diagnostics are the expected answer to bad input.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let c = ods_spec::analyze("fuzz.ods", text);
    match c.model {
        Ok(model) => {
            let _ = ods_spec::docgen::generate_markdown(&model);
            // every check runs in validation: generation cannot fail on a checked model
            // (`odsc check` and `odsc gen-rust` agree), and its output is valid Rust
            let tokens = match ods_spec::codegen::generate(&model) {
                Ok(tokens) => tokens,
                Err(d) => panic!("{}", ods_spec::render_diagnostics(&c.sources, &d)),
            };
            assert!(ods_spec::codegen::format_tokens(tokens).is_ok());
        }
        Err(diags) => {
            assert!(!diags.is_empty());
            let _ = ods_spec::render_diagnostics(&c.sources, &diags);
        }
    }
});
