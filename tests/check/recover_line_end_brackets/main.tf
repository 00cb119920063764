variable "name" {
  default = "x" [ :
}

variable "rules" {
  default = ] f ( g ( 1 ) , h ( [ { 2 ] ) )
}

variable "tags" {
  type = number
  default = "a"
}
