mod d {
    ods_macros::include_ods!("pass-bad-default.ods");
}

fn main() {}
