region         = "eu-west-1"
regoin         = "eu-west-2"
instance_cuont = 3
unrelated      = true
