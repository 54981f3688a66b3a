mod d {
    ods_macros::include_ods!("pass-rust-keyword-name.ods");
}

fn main() {}
