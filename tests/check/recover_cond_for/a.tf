variable "a" {
  type = string
  default = [ 1 , [ 2 , [ 3 ? ] ] ]
}
variable "b" {
  type = number
  default = true ? [ 1 ( ] [ ]
}
