mod d {
    ods_macros::include_ods!("parse-error-unknown-item.ods");
}

fn main() {}
