mod d {
    ods_macros::include_ods!("pass-float-default-too-large.ods");
}

fn main() {}
