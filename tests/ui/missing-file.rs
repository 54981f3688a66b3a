mod d {
    ods_macros::include_ods!("no-such-file.ods");
}

fn main() {}
