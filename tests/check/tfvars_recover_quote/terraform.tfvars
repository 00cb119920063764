location = "westeurope"
location = "northeurope
