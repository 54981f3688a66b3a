//! The three ways in (the `include_ods!` proc macro, the `build.rs` API and the `odsc` CLI)
//! produce the same code for the same `.ods` file.

use std::path::PathBuf;
use std::process::Command;

fn kitchen() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/ods/kitchen.ods")
}

fn expected() -> String {
    let path = kitchen();
    let text = std::fs::read_to_string(&path).unwrap();
    ods_spec::generate_rust_file(&path.to_string_lossy(), &text).unwrap()
}

#[test]
fn odsc_gen_rust_prints_the_library_output() {
    let out = Command::new(env!("CARGO_BIN_EXE_odsc"))
        .arg("gen-rust")
        .arg(kitchen())
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), expected());
}

#[test]
fn build_api_writes_the_library_output() {
    let dir = std::env::temp_dir().join(format!("ods-ways-{}", std::process::id()));
    ods_spec::build::Config::new()
        .out_dir(&dir)
        .emit_rerun_if_changed(false)
        .compile(&[kitchen()])
        .unwrap();
    let written = std::fs::read_to_string(dir.join("kitchen.rs")).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(written, expected());
}

#[test]
fn proc_macro_expansion_is_the_library_output_plus_the_rebuild_trigger() {
    let path = kitchen();
    let text = std::fs::read_to_string(&path).unwrap();
    let name = path.to_string_lossy();
    let Ok(tokens) = ods_spec::include_expansion(&name, &text, &name) else {
        panic!("kitchen.ods has errors");
    };
    let formatted = ods_spec::codegen::format_tokens(tokens).unwrap();
    // The trigger goes through the same formatter: prettyplease wraps the call when the
    // absolute path is long (as in CI checkouts), so the expected text cannot be one fixed line.
    let trigger_tokens = format!(
        "const _: &[u8] = ::core::include_bytes!({:?});",
        path.to_string_lossy()
    )
    .parse()
    .unwrap();
    let trigger = ods_spec::codegen::format_tokens(trigger_tokens).unwrap();
    let header_len = trigger.find("const _").unwrap();
    assert!(trigger[header_len..].starts_with("const _: &[u8] = ::core::include_bytes!("));
    assert_eq!(
        formatted,
        format!("{}{}", expected(), &trigger[header_len..])
    );
}

#[test]
fn odsc_check_reports_located_errors_and_exit_status_1() {
    let dir = std::env::temp_dir().join(format!("ods-ways-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.ods");
    std::fs::write(
        &bad,
        "dialect t {}\nop \"a\" [] {\n  arguments (x: NoSuchType)\n}\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_odsc"))
        .arg("check")
        .arg(&bad)
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.starts_with(&format!("{}:3:17: error: ", bad.display())),
        "{stderr}"
    );
}
