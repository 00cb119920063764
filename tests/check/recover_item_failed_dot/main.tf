variable "port" {
  type    = string
  default = { a = [ 1 , 2 ] , b = { c = "d" => } . }
}
variable "cfg" {
  type    = string
  default = [ 2, [ 1 => ] . . ]
}
variable "tags" {
  type    = number
  default = { b = f( 1 => ) . }
}
