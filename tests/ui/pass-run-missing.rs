mod d {
    ods_macros::include_ods!("pass-run-missing.ods");
}

fn main() {}
