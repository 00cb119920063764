variable "port" {
  default = 1 2
}

variable "rules" {
  default = [ for v in [ ? 1 , 2 ] : v + 1 ] .
}
