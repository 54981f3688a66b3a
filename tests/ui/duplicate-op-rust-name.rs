mod d {
    ods_macros::include_ods!("duplicate-op-rust-name.ods");
}

fn main() {}
