mod d {
    ods_macros::include_ods!("pass-bad-anchor.ods");
}

fn main() {}
