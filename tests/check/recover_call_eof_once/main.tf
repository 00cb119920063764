variable "cfg" {
  default = 
}

variable "port" {
  default = f ( h ( [ { 2 ] ) )
}
