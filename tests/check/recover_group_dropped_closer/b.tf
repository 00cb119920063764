variable "b" {
  default = 
}

variable "c" {
  type = object({opts = number})
  default = {
opts = [ {
count = ( "true"
} , null ]
}
}
