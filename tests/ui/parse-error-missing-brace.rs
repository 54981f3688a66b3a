mod d {
    ods_macros::include_ods!("parse-error-missing-brace.ods");
}

fn main() {}
