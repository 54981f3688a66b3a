mod d {
    ods_macros::include_ods!("pass-bad-argument.ods");
}

fn main() {}
