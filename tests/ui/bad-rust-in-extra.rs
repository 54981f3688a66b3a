mod d {
    ods_macros::include_ods!("bad-rust-in-extra.ods");
}

fn main() {}
