variable "name" {
  default = 
}

variable "a" {
  default = [ 1 , [ ? 2 , [ 3 ] ] ] * 2
}

variable "b" {
  default = "q" + [ 1 , [ 2 ? 3 ] ] * 2
}

variable "c" {
  default = { a = [ 2 ? 3 ] } * 5
}
