mod d {
    ods_macros::include_ods!("bad-rust-in-items.ods");
}

fn main() {}
